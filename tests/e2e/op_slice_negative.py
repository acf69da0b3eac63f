# >>> inputs
# x:float32[batch,n]
# <<<
# >>> sets
# x = torch.randn(3, 4)
# x = torch.randn(4, 6)
# x = torch.randn(5, 5)
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor, Tensor]:
    return x[-1], x[-2:], x[:, -3:-1], x[:-2, -1], x[-3:, 1:-1]
