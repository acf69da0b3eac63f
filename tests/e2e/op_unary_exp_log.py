# >>> inputs
# x:float32[batch,n]
# <<<
# >>> sets
# x = torch.randn(2, 3)
# x = torch.randn(4, 5)
# x = torch.randn(1, 8)
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, Tensor]:
    p = x.abs() + 0.1
    return torch.exp(x), x.exp(), torch.log(p), p.log(), torch.log2(p), p.log2(), torch.log1p(p), p.log1p()
