# >>> inputs
# x:float32[batch,n]
# y:float32[batch,n]
# <<<
# >>> sets
# x = torch.randn(2, 3); y = torch.randn(2, 3)
# x = torch.randn(4, 5); y = torch.randn(4, 5)
# x = torch.randn(3, 1); y = torch.randn(3, 1)
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, y: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor, Tensor]:
    a = torch.sub(x, y, alpha=0.5)
    b = x.sub(y)
    c = x - y
    d = 1 - x
    e = torch.sub(x, 2.5) - y.sub(1, alpha=3)
    return a, b, c, d, e
