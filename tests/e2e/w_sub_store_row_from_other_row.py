# >>> inputs
# x:float32[B,3]
# <<<
# >>> sets
# x = torch.randn(2, 3)
# x = torch.randn(5, 3)
# x = torch.randn(4, 3)
# <<<
# Wrong if `x[0] = x[1]` evaluates the right side after writing, or aliases the rows afterwards.
import torch
from torch import Tensor


def f(x: Tensor) -> Tensor:
    x[0] = x[1]
    x[1] += 1.0
    return x
