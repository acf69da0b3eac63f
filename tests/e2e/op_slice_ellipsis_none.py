# >>> inputs
# x:float32[batch,3,n]
# <<<
# >>> sets
# x = torch.randn(2, 3, 4)
# x = torch.randn(4, 3, 2)
# x = torch.randn(3, 3, 5)
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor, Tensor, Tensor]:
    return x[..., -1], x[None], x[:, None], x[..., 0, :], x[:, :, None, 1], x[0, ..., 1:]
