# >>> inputs
# x:float32[batch,n]
# <<<
# >>> sets
# x = torch.randn(2, 3)
# x = torch.randn(4, 5)
# x = torch.randn(3, 7)
# <<<
import torch
import torch.nn.functional as F
from torch import Tensor
from typing import Tuple


def f(x: Tensor) -> Tuple[Tensor, Tensor, Tensor]:
    return F.leaky_relu(x), F.leaky_relu(x, negative_slope=0.2), F.leaky_relu(x, 0.5)
