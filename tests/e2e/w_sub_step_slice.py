# >>> inputs
# x:float32[B,6]
# <<<
# >>> sets
# x = torch.randn(2, 6)
# x = torch.randn(5, 6)
# x = torch.randn(4, 6)
# <<<
# Wrong if stepped slice stores (`x[::2]`, `x[1::2]`, `x[:, ::3]`) write the wrong elements.
import torch
from torch import Tensor


def f(x: Tensor) -> Tensor:
    x[::2] = 0.0
    x[1::2] += 1.0
    x[:, ::3] = -5.0
    x[:, 1:5:2] *= 3.0
    return x
