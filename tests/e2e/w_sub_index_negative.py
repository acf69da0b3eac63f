# >>> inputs
# x:float32[B,4]
# <<<
# >>> sets
# x = torch.randn(2, 4)
# x = torch.randn(5, 4)
# x = torch.randn(3, 4)
# <<<
# Wrong if negative indices in a store are taken from the front, or off by one.
import torch
from torch import Tensor


def f(x: Tensor) -> Tensor:
    x[-1] = 1.0
    x[-2, -1] = -7.0
    x[:, -3] = 4.0
    return x
