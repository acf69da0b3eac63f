# >>> inputs
# x:float32[batch,n]
# i:int64[n]
# <<<
# >>> sets
# x = torch.randn(2, 3); i = torch.randint(-5, 5, (3,))
# x = torch.randn(4, 5); i = torch.randint(-5, 5, (5,))
# x = torch.randn(1, 2); i = torch.randint(-5, 5, (2,))
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, i: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor, Tensor, Tensor]:
    a = torch.zeros_like(x)
    b = torch.ones_like(i)
    c = torch.full_like(x, 2.5)
    d = torch.zeros_like(x, dtype=torch.int64)
    e = torch.full_like(i, 3) + i
    g = torch.ones_like(x, dtype=torch.bool)
    return a, b, c, d, e, g
