# >>> inputs
# m:bool[B,3]
# x:float32[B,3]
# <<<
# >>> sets
# m = torch.rand(2, 3) > 0.5; x = torch.randn(2, 3)
# m = torch.rand(5, 3) > 0.5; x = torch.randn(5, 3)
# m = torch.rand(4, 3) > 0.5; x = torch.randn(4, 3)
# <<<
# Wrong if stores into a bool tensor (from ints, from comparisons) are not converted to bool.
import torch
from torch import Tensor


def f(m: Tensor, x: Tensor) -> Tensor:
    m[0] = x[0] > 0
    m[1] = True
    m[:, 2] = False
    return m
