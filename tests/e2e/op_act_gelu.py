# >>> inputs
# x:float32[batch,n]
# <<<
# >>> sets
# x = torch.randn(2, 3)
# x = torch.randn(4, 5) * 3
# x = torch.randn(3, 7)
# <<<
import torch
import torch.nn.functional as F
from torch import Tensor
from typing import Tuple


def f(x: Tensor) -> Tuple[Tensor, Tensor, Tensor]:
    return F.gelu(x), F.gelu(x, approximate='tanh'), F.gelu(x, approximate='none')
