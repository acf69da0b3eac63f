# >>> inputs
# x:float32[b,n]
# s:int64[]
# <<<
# >>> sets
# x = torch.randn(2, 5); s = 2
# x = torch.randn(3, 4); s = -7
# x = torch.randn(1, 1); s = 0
# x = torch.randn(4, 0); s = 3
# <<<
# roll: a shift along a dim, shifts larger than the size and negative ones (also known only at
# run time), several dims, a 0-d tensor, an empty dim (no dims, flattened: op_roll_flat)
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, s: int) -> Tuple[Tensor, Tensor, Tensor, Tensor, Tensor, Tensor]:
    a = torch.roll(x, 2, 1)
    b = x.roll(s, -1)
    c = torch.roll(x, [1, -3], [0, 1])
    e = torch.roll(x, shifts=(s,), dims=(0,))
    g = torch.roll(x.sum(), 3)
    h = torch.roll(x > 0, 1, 1)
    return a, b, c, e, g, h
