# An Elman RNN over x.unbind(0) (0, 1 and many steps), outputs stacked, the empty case handled by a branch on len().
# >>> inputs
# x:float32[T,B,I]
# wi:float32[G,I]
# wh:float32[G,G]
# <<<
# >>> sets
# x = torch.randn(0, 2, 3); wi = torch.randn(4, 3); wh = torch.randn(4, 4)
# x = torch.randn(1, 2, 3); wi = torch.randn(4, 3); wh = torch.randn(4, 4)
# x = torch.randn(5, 1, 2); wi = torch.randn(2, 2); wh = torch.randn(2, 2)
# <<<
# >>> min-opset
# 13
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple


def f(x: Tensor, wi: Tensor, wh: Tensor) -> Tuple[Tensor, Tensor]:
    h = torch.zeros(x.size(1), wh.size(0))
    outs: List[Tensor] = []
    for t in x.unbind(0):
        h = torch.tanh(t @ wi.t() + h @ wh.t())
        outs.append(h)
    if len(outs) > 0:
        y = torch.stack(outs, 0)
    else:
        y = torch.zeros(0, x.size(1), wh.size(0))
    return y, h
