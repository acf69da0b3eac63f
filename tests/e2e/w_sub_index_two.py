# >>> inputs
# x:float32[B,4]
# v:float32[]
# <<<
# >>> sets
# x = torch.randn(2, 4); v = torch.tensor(3.5)
# x = torch.randn(5, 4); v = torch.tensor(-1.0)
# x = torch.randn(3, 4); v = torch.tensor(0.0)
# <<<
# Wrong if `x[i, j] = v` writes a whole row or column.
import torch
from torch import Tensor


def f(x: Tensor, v: Tensor) -> Tensor:
    x[0, 3] = v
    x[1, 0] = 9.0
    x[1, 1] = x[0, 3] * 2.0
    return x
