# A GRU-style loop over a padded batch with per-step lengths: masks with torch.where, the
# hidden state written through a view for finished rows, outputs in a list, the last hidden
# state chosen by an Optional that the first finished step sets.
# >>> min-opset
# 16
# <<<
# >>> inputs
# x:float32[T,2,3]
# lengths:int64[2]
# w:float32[9,6]
# <<<
# >>> sets
# x = torch.randn(4, 2, 3); lengths = torch.tensor([4, 2]); w = torch.randn(9, 6) * 0.5
# x = torch.randn(3, 2, 3); lengths = torch.tensor([0, 3]); w = torch.randn(9, 6) * 0.5
# x = torch.randn(1, 2, 3); lengths = torch.tensor([1, 1]); w = torch.randn(9, 6) * 0.5
# <<<
import torch
from torch import Tensor
from typing import List, Optional, Tuple


def gru(x: Tensor, h: Tensor, w: Tensor) -> Tensor:
    g = torch.cat([x, h], 1) @ w.t()
    r, z, n = g.chunk(3, 1)
    r = torch.sigmoid(r)
    z = torch.sigmoid(z)
    n = torch.tanh(n * r)
    return (1.0 - z) * n + z * h


def f(x: Tensor, lengths: Tensor, w: Tensor) -> Tuple[Tensor, Tensor, Tensor]:
    h = torch.zeros(2, 3)
    outs: List[Tensor] = []
    first_done: Optional[Tensor] = None
    for t in range(x.size(0)):
        alive = (lengths > t).unsqueeze(1)
        h2 = gru(x[t], h, w)
        h = torch.where(alive, h2, h)
        h[~alive.squeeze(1)] *= 0.5
        outs.append(h * alive)
        if first_done is None and not bool(alive.all()):
            first_done = h.clone()
    y = torch.stack(outs) if len(outs) > 0 else torch.zeros(0, 2, 3)
    fd = first_done if first_done is not None else torch.full([2, 3], -1.0)
    return y, h, fd
