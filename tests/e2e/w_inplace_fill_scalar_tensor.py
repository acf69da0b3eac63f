# >>> inputs
# x:float32[B,3]
# v:float64[]
# <<<
# >>> sets
# x = torch.randn(2, 3); v = torch.tensor(2.5, dtype=torch.float64)
# x = torch.randn(5, 3); v = torch.tensor(-1.0, dtype=torch.float64)
# x = torch.randn(4, 3); v = torch.tensor(0.25, dtype=torch.float64)
# <<<
# Wrong if fill_ with a 0-d tensor or an int is not broadcast over x or changes x's dtype.
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, v: Tensor) -> Tuple[Tensor, Tensor]:
    y = x.clone()
    x.fill_(v)
    y.fill_(7)
    return x, y
