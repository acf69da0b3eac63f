# >>> inputs
# x:float32[B,3]
# d:float64[3]
# <<<
# >>> sets
# x = torch.randn(2, 3); d = torch.randn(3, dtype=torch.float64)
# x = torch.randn(5, 3); d = torch.randn(3, dtype=torch.float64)
# x = torch.randn(4, 3); d = torch.randn(3, dtype=torch.float64)
# <<<
# Wrong if storing a float64 value into a float32 tensor turns the tensor float64.
import torch
from torch import Tensor


def f(x: Tensor, d: Tensor) -> Tensor:
    x[0] = d
    x[1:, 0] += d[0]
    return x
