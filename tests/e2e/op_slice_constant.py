# >>> inputs
# x:float32[batch,6]
# <<<
# >>> sets
# x = torch.randn(2, 6)
# x = torch.randn(5, 6)
# x = torch.randn(3, 6)
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor, Tensor, Tensor]:
    return x[:, 1:3], x[1:], x[:-1], x[::2], x[:, 1::2], x[:, ::3]
