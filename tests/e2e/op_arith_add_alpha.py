# >>> inputs
# x:float32[batch,n]
# y:float32[batch,n]
# <<<
# >>> sets
# x = torch.randn(2, 3); y = torch.randn(2, 3)
# x = torch.randn(4, 5); y = torch.randn(4, 5)
# x = torch.randn(1, 7); y = torch.randn(1, 7)
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, y: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor, Tensor]:
    a = torch.add(x, y, alpha=2)
    b = x.add(y)
    c = x + y
    d = torch.add(x, 3)
    e = x.add(y, alpha=-0.5) + 1.5
    return a, b, c, d, e
