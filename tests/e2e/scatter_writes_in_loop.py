# >>> inputs
# x:float32[n,3]
# k:int64[]
# <<<
# >>> sets
# x = torch.randn(4, 3); k = 0
# x = torch.randn(5, 3); k = 1
# x = torch.randn(6, 3); k = 3
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, k: int) -> Tuple[Tensor, Tensor, Tensor]:
    a = x
    b = x
    c = x
    for i in range(k):
        a = torch.slice_scatter(a, a[i:i + 2] * 2.0, 0, i, i + 2)
        b = torch.index_put(b, [torch.arange(i, i + 2) - 1], b[i] + 1.0, True)
        c = c.index_add(0, torch.arange(i, i + 1), c[i:i + 1], alpha=0.5)
    return a, b, c
