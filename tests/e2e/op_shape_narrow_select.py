# >>> inputs
# x:float32[batch,4,n]
# k:int64[]
# <<<
# >>> sets
# x = torch.randn(2, 4, 3); k = 1
# x = torch.randn(4, 4, 5); k = 3
# x = torch.randn(3, 4, 2); k = 2
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, k: int) -> Tuple[Tensor, Tensor, Tensor, Tensor, Tensor, Tensor]:
    a = torch.narrow(x, 1, 0, 2)
    b = x.narrow(1, 1, k)
    c = x.narrow(-1, 1, 1)
    d = torch.select(x, 1, 0)
    e = x.select(0, -1)
    g = x.select(1, k)
    return a, b, c, d, e, g
