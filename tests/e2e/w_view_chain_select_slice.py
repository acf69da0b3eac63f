# >>> inputs
# x:float32[B,4]
# <<<
# >>> sets
# x = torch.randn(2, 4)
# x = torch.randn(5, 4)
# x = torch.randn(3, 4)
# <<<
# Wrong if a write through a chain `x[0][1:]` reaches the wrong row or no row of x.
import torch
from torch import Tensor


def f(x: Tensor) -> Tensor:
    x[0][1:] = -1.0
    x[1][::2] += 10.0
    x[-1][0] = 5.0
    return x
