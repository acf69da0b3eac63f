# >>> inputs
# x:float32[B,4]
# v:float32[B,2]
# <<<
# >>> sets
# x = torch.randn(2, 4); v = torch.randn(2, 2)
# x = torch.randn(5, 4); v = torch.randn(5, 2)
# x = torch.randn(3, 4); v = torch.randn(3, 2)
# <<<
# Wrong if `x[:, 1:3] = v` writes rows 1:3 instead of columns, or ignores v's shape.
import torch
from torch import Tensor


def f(x: Tensor, v: Tensor) -> Tensor:
    x[:, 1:3] = v
    x[:, :1] = v[:, 1:]
    return x
