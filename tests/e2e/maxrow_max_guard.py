# max/min over one dim of run-time size (issue 23): PyTorch raises when that dim is empty
# ("Expected reduction dim 0 to have non-zero size"), also when the result would be empty
# (a [0, 0] tensor); the model's guard is a Reshape whose shape is computed outside the loop
# from the graph input with the same named dim.  Values and indices with NaN rows, ties,
# -inf, in and out of a loop.
# >>> inputs
# x:float32[N,M]
# w:float32[M,M]
# <<<
# >>> sets
# x = torch.tensor([[1.0, float('nan'), 2.0], [float('-inf'), 3.0, 3.0], [float('nan'), float('nan'), 0.0]]); w = torch.randn(3, 3)
# x = torch.randn(1, 4); w = torch.tensor([[1.0, 1.0, float('-inf'), 2.0], [1.0, float('nan'), float('-inf'), 2.0], [0.0, 0.0, float('-inf'), 2.0], [-1.0, 5.0, float('-inf'), float('nan')]])
# x = torch.randn(5, 2); w = torch.randn(2, 2)
# <<<
# >>> raises
# x = torch.randn(3, 0); w = torch.randn(0, 0)
# x = torch.randn(0, 3); w = torch.randn(3, 3)
# x = torch.randn(0, 0); w = torch.randn(0, 0)
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, w: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor, Tensor, Tensor]:
    s = x.sum(0)
    idx = torch.zeros(x.size(0), x.size(1), dtype=torch.long)
    for t in range(x.size(0)):
        best, arg = (s.unsqueeze(1) + w).max(0)
        s = best + x[t]
        idx[t] = arg
    lo, lo_i = x.min(0, keepdim=True)
    hi = torch.amax(x, 0)
    return s, idx, lo, lo_i, hi, x.max(0)[1]
