# >>> inputs
# x:float32[B,3]
# v:float32[3]
# <<<
# >>> sets
# x = torch.randn(2, 3); v = torch.randn(3)
# x = torch.randn(5, 3); v = torch.randn(3)
# x = torch.randn(4, 3); v = torch.randn(3)
# <<<
# Wrong if `x[a:b] = v` with a broadcast v writes outside the slice, or the clamped end is wrong.
import torch
from torch import Tensor


def f(x: Tensor, v: Tensor) -> Tensor:
    x[1:3] = v
    x[3:100] = -1.0
    x[:1] += 10.0
    return x
