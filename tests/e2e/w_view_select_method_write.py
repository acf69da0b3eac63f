# >>> inputs
# x:float32[B,4]
# <<<
# >>> sets
# x = torch.randn(2, 4)
# x = torch.randn(5, 4)
# x = torch.randn(3, 4)
# <<<
# Wrong if writes through x.select(1, 2) and x.narrow(0, 1, 1) do not reach the base.
import torch
from torch import Tensor


def f(x: Tensor) -> Tensor:
    c = x.select(1, 2)
    c.fill_(3.0)
    r = x.narrow(0, 1, 1)
    r *= -1.0
    return x
