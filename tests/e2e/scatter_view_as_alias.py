# >>> inputs
# x:float32[n,6]
# y:float32[n,2,3]
# <<<
# >>> sets
# x = torch.randn(4, 6); y = torch.randn(4, 2, 3)
# x = torch.randn(2, 6); y = torch.randn(2, 2, 3)
# x = torch.randn(1, 6); y = torch.randn(1, 2, 3)
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, y: Tensor) -> Tuple[Tensor, Tensor, Tensor]:
    return x.view_as(y), y.reshape_as(x), x.alias() + 1.0
