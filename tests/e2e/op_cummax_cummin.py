# >>> inputs
# x:float32[b,n]
# i:int32[n]
# <<<
# >>> sets
# x = torch.tensor([[1., 3., 3., 2., 5.], [1., float('nan'), 3., float('nan'), 0.]]); i = torch.tensor([2, 2, 1, 1, 5], dtype=torch.int32)
# x = torch.randn(3, 4); i = torch.tensor([0, -1, 0, -1], dtype=torch.int32)
# x = torch.randn(2, 1); i = torch.tensor([7], dtype=torch.int32)
# x = torch.tensor([[float('-inf'), float('inf'), -0.0], [0.0, float('nan'), float('nan')]]); i = torch.tensor([2, 3, 1], dtype=torch.int32)
# <<<
# cummax and cummin: values and indices as ATen's kernel gives them (ties: the last index;
# NaN: propagated, the index of the last NaN), along each dim, ints, bool, 0-d
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, i: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, Tensor]:
    a, ai = torch.cummax(x, 1)
    b = x.cummin(-1)
    c, ci = torch.cummax(x, 0)
    d = torch.cummin(i, 0)
    e = torch.cummax(i > 1, 0)
    g = torch.cummin(x.sum(), -1)
    return a, ai, b.values, b.indices, c, ci, d[0], d[1], e[0], e[1], g[0], g[1]
