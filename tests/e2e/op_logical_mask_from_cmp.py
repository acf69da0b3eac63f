# >>> inputs
# x:float32[batch,n]
# y:float32[batch,n]
# <<<
# >>> sets
# x = torch.randn(2, 3); y = torch.randn(2, 3)
# x = torch.randn(5, 4); y = torch.randn(5, 4)
# x = torch.randn(3, 6); y = torch.randn(3, 6)
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, y: Tensor) -> Tuple[Tensor, Tensor, Tensor]:
    m = (x > -0.5) & (x < 0.5) | ~(y > 0)
    k = (x > y) ^ (y > 0)
    s = m.float() * x + k.to(torch.float32)
    return m, k, s
