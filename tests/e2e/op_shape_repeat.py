# >>> inputs
# x:float32[batch,n]
# <<<
# >>> sets
# x = torch.randn(2, 3)
# x = torch.randn(1, 4)
# x = torch.randn(3, 1)
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor) -> Tuple[Tensor, Tensor, Tensor]:
    return x.repeat(2, 3), x.repeat(1, 1, 2), x.repeat([1, x.size(1)])
