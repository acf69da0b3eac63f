# Row writes of an int index (issue 23): `back[t] = v` along dim 0 with a loop counter (known
# non-negative: one ScatterND), `x[:, t] = v` along dim 1, a negative index and one of
# unknown sign (`t - 2`, ScatterElements, which wraps as PyTorch does), a 1-d tensor's
# element, a row broadcast from a 0-d and a 1-element value, and loops that run 0 times
# (n = 1) and several.  An index past the end raises in PyTorch and fails in the model.
# >>> inputs
# x:float32[N,M]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(4, 3); n = 4
# x = torch.randn(1, 5); n = 1
# x = torch.randn(6, 2); n = 3
# <<<
# >>> raises
# x = torch.randn(4, 3); n = 5
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, n: int) -> Tuple[Tensor, Tensor, Tensor, Tensor, Tensor]:
    back = torch.zeros(x.size(0), x.size(1), dtype=torch.long)
    cols = torch.zeros(x.size(1), x.size(0))
    flat = torch.zeros(x.size(0))
    fill = torch.ones(x.size(0), x.size(1))
    for t in range(1, n):
        back[t] = x[t].argsort()
        cols[:, t] = x[t] * 2.0
        flat[t] = x[t].sum()
        fill[t] = x[t, 0]
        fill[t - 2] = x[0] + 1.0
    last = x.clone()
    last[-1] = x[0]
    last[x.size(0) - 1 - n % 2] = x[-1] * 3.0
    fill[0] = torch.tensor([7.0])
    return back, cols, flat, fill, last
