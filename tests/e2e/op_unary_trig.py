# >>> inputs
# x:float32[batch,n]
# <<<
# >>> sets
# x = torch.rand(2, 3) * 2 - 1
# x = torch.rand(4, 5) * 2 - 1
# x = torch.rand(3, 3) * 2 - 1
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, Tensor]:
    y = x * 3
    return torch.sin(y), y.sin(), torch.cos(y), y.cos(), torch.tan(x), x.tan(), torch.tanh(y), y.tanh()
