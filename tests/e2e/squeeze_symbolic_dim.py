# >>> inputs
# x:float32[batch,3]
# <<<
# >>> sets
# x = torch.randn(1, 3)
# x = torch.randn(4, 3)
# x = torch.randn(2, 3)
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor) -> Tuple[Tensor, int, Tensor]:
    y = x.squeeze(0)
    return y.sum(), y.dim(), y.reshape(-1)
