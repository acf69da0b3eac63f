# >>> inputs
# x:float32[B,3]
# <<<
# >>> sets
# x = torch.randn(2, 3)
# x = torch.randn(5, 3)
# x = torch.randn(4, 3)
# <<<
# Wrong if `x[1:] = x[:-1]` (overlapping read of the written tensor, allowed for plain stores) reads values already written.
import torch
from torch import Tensor


def f(x: Tensor) -> Tensor:
    x[1:] = x[:-1].clone()
    x[0] = x[-1]
    return x
