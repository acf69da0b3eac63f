# >>> inputs
# x:float32[n,3]
# y:int64[n]
# <<<
# >>> sets
# x = torch.randn(4, 3); y = torch.arange(4)
# x = torch.randn(2, 3); y = torch.arange(2)
# x = torch.randn(0, 3); y = torch.arange(0)
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, y: Tensor) -> Tuple[Tensor, Tensor, Tensor]:
    return torch.fill(x, 2.5), y.fill(-2.7), x.fill(3)
