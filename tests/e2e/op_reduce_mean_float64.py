# >>> inputs
# x:float64[batch,n]
# <<<
# >>> sets
# x = torch.randn(2, 3, dtype=torch.float64)
# x = torch.randn(4, 5, dtype=torch.float64)
# x = torch.randn(6, 2, dtype=torch.float64)
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor) -> Tuple[Tensor, Tensor, Tensor]:
    mu = x.mean(dim=1, keepdim=True)
    var = ((x - mu) ** 2).mean(1, keepdim=True)
    return mu, var, torch.mean(x, dtype=torch.float32)
