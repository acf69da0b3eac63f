# >>> inputs
# x:float32[batch,n]
# <<<
# >>> sets
# x = torch.randn(2, 3)
# x = torch.randn(4, 5)
# x = torch.randn(6, 1)
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor, Tensor, Tensor]:
    p = x.abs() + 0.1
    return torch.sqrt(p), p.sqrt(), torch.rsqrt(p), p.rsqrt(), torch.reciprocal(p), x.sign() * p.reciprocal()
