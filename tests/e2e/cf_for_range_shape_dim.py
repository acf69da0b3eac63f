# Bounds from x.shape[1] and x.dim(); the loop walks columns of a 2-d input.
# >>> inputs
# x:float32[r,c]
# <<<
# >>> sets
# x = torch.randn(3, 0)
# x = torch.randn(2, 1)
# x = torch.randn(4, 6)
# <<<
import torch
from torch import Tensor


def f(x: Tensor) -> Tensor:
    out = torch.zeros(x.shape[0])
    for j in range(x.shape[1]):
        col = x.select(1, j)
        out = out + col * col * (j + x.dim())
    return out
