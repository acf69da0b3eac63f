# >>> inputs
# x:float32[n,m]
# <<<
# >>> sets
# x = torch.randn(3, 4)
# x = torch.randn(5, 2)
# x = torch.randn(0, 3)
# x = torch.randn(1, 1)
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor]:
    return torch.diagonal(x), x.diagonal(1), x.diagonal(-2), x.diagonal(offset=5)
