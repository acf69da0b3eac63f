# >>> inputs
# x:float64[batch,n]
# y:float64[batch,n]
# <<<
# >>> sets
# x = torch.randn(2, 3, dtype=torch.float64); y = torch.rand(2, 3, dtype=torch.float64) + 0.5
# x = torch.randn(4, 4, dtype=torch.float64); y = torch.rand(4, 4, dtype=torch.float64) + 0.5
# x = torch.randn(3, 1, dtype=torch.float64); y = torch.rand(3, 1, dtype=torch.float64) + 0.5
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, y: Tensor) -> Tuple[Tensor, Tensor, Tensor]:
    a = (x + y) * 0.1 - y / 3
    b = torch.exp(x) / y ** 2
    c = torch.mul(x, 2).sub(y, alpha=0.5)
    return a, b, c
