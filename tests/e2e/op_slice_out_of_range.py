# >>> inputs
# x:float32[batch,n]
# <<<
# >>> sets
# x = torch.randn(3, 4)
# x = torch.randn(4, 6)
# x = torch.randn(6, 2)
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor) -> Tuple[Tensor, Tensor, Tensor]:
    return x[:, 1:100], x[-100:2], x[:, -10:]
