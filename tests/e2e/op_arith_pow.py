# >>> inputs
# x:float32[batch,n]
# y:float32[batch,n]
# i:int64[n]
# <<<
# >>> sets
# x = torch.rand(2, 3) + 0.5; y = torch.randn(2, 3); i = torch.randint(-4, 5, (3,))
# x = torch.rand(4, 2) + 0.5; y = torch.randn(4, 2); i = torch.randint(-4, 5, (2,))
# x = torch.rand(3, 4) + 0.5; y = torch.randn(3, 4); i = torch.randint(-4, 5, (4,))
# <<<
# >>> min-opset
# 12
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, y: Tensor, i: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor, Tensor, Tensor]:
    a = torch.pow(x, 2)
    b = x.pow(y)
    c = x ** 0.5
    d = 2 ** y
    e = i ** 2
    g = torch.pow(x, i)
    return a, b, c, d, e, g
