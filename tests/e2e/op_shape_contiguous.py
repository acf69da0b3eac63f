# >>> inputs
# x:float32[batch,n,4]
# <<<
# >>> sets
# x = torch.randn(2, 3, 4)
# x = torch.randn(3, 5, 4)
# x = torch.randn(1, 2, 4)
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor) -> Tuple[Tensor, Tensor]:
    a = x.transpose(0, 1).contiguous().view(-1)
    b = x.permute(2, 1, 0).contiguous().view(4, -1)
    return a, b
