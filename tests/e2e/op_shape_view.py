# >>> inputs
# x:float32[batch,12]
# <<<
# >>> sets
# x = torch.randn(2, 12)
# x = torch.randn(4, 12)
# x = torch.randn(1, 12)
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor]:
    a = x.view(-1, 4)
    b = x.view(x.size(0), 3, 4)
    c = x.view([-1])
    d = x.view(-1, 2, 6).sum(1)
    return a, b, c, d
