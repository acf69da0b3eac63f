# >>> inputs
# x:float32[batch,n]
# <<<
# >>> sets
# x = torch.randn(2, 4)
# x = torch.randn(5, 1)
# x = torch.randn(3, 2)
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor) -> Tuple[Tensor, Tensor, Tensor]:
    a = x / x.size(1)
    b = x.sum() / (x.shape[0] * x.shape[1])
    c = x * x.dim() + x.size(0)
    return a, b, c
