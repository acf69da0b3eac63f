# >>> inputs
# x:float32[B,3]
# d:float64[B,3]
# <<<
# >>> sets
# x = torch.randn(2, 3); d = torch.randn(2, 3, dtype=torch.float64)
# x = torch.randn(5, 3); d = torch.randn(5, 3, dtype=torch.float64)
# x = torch.randn(4, 3); d = torch.randn(4, 3, dtype=torch.float64)
# <<<
# Wrong if float32 += float64 tensor makes x float64 (PyTorch keeps float32 in place).
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, d: Tensor) -> Tuple[Tensor, Tensor]:
    y = x.detach()
    x += d
    x *= d
    return x, y
