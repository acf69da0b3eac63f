# >>> inputs
# x:float32[2,B,3]
# v:float32[2,B]
# <<<
# >>> sets
# x = torch.randn(2, 2, 3); v = torch.randn(2, 2)
# x = torch.randn(2, 5, 3); v = torch.randn(2, 5)
# x = torch.randn(2, 4, 3); v = torch.randn(2, 4)
# <<<
# Wrong if `x[..., 0] = v` writes along the first dim instead of the last.
import torch
from torch import Tensor


def f(x: Tensor, v: Tensor) -> Tensor:
    x[..., 0] = v
    x[0, ..., 2] = -3.0
    x[..., 1:] *= 2.0
    return x
