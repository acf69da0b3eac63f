# >>> inputs
# x:float32[B,3]
# <<<
# >>> sets
# x = torch.randn(3, 3)
# x = torch.randn(5, 3)
# x = torch.randn(4, 3)
# <<<
# Wrong if a write through a row slice is not seen in the base, or shifts rows.
import torch
from torch import Tensor


def f(x: Tensor) -> Tensor:
    s = x[1:-1]
    s -= 10.0
    s[0, 0] = 0.0
    return x
