# >>> inputs
# x:float32[B,4]
# <<<
# >>> sets
# x = torch.randn(2, 4)
# x = torch.randn(5, 4)
# x = torch.randn(3, 4)
# <<<
# Wrong if a row taken before `x += 1` keeps the old values (issue 6 reproducer 2).
import torch
from torch import Tensor


def f(x: Tensor) -> Tensor:
    y = x[0]
    x += 1
    return y
