# >>> inputs
# x:float32[batch,n]
# k:int64[]
# <<<
# >>> sets
# x = torch.randn(2, 3); k = 2
# x = torch.randn(4, 1); k = 1
# x = torch.randn(3, 5); k = 4
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, k: int) -> Tuple[Tensor, Tensor, Tensor, Tensor, Tensor, Tensor]:
    a = torch.zeros(3, 4)
    b = torch.ones(x.size(0), 2)
    c = torch.zeros([2, 3], dtype=torch.int64)
    d = torch.ones(k, dtype=torch.float64)
    e = torch.zeros((x.size(1), k + 1), dtype=torch.bool)
    g = torch.ones(x.shape) + x
    return a, b, c, d, e, g
