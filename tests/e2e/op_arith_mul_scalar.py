# >>> inputs
# x:float32[batch,4]
# y:float32[batch,4]
# <<<
# >>> sets
# x = torch.randn(2, 4); y = torch.randn(2, 4)
# x = torch.randn(5, 4); y = torch.randn(5, 4)
# x = torch.randn(3, 4); y = torch.randn(3, 4)
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, y: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor]:
    a = torch.mul(x, y)
    b = x.mul(2)
    c = x * 3
    d = 2.5 * x * y.mul(-1.0)
    return a, b, c, d
