# Iterating a list whose length is known only at run time, and indexing it at run time.
# >>> inputs
# x:float32[n]
# k:int64[]
# <<<
# >>> sets
# x = torch.randn(3); k = 1
# x = torch.randn(4); k = 2
# x = torch.randn(2); k = 6
# <<<
# >>> min-opset
# 13
# <<<
import torch
from typing import List
from torch import Tensor


def f(x: Tensor, k: int) -> Tensor:
    xs: List[Tensor] = []
    for i in range(k):
        xs.append(x + i)
    acc = torch.zeros_like(x)
    for t in xs:
        acc = acc * 2 + t
    return acc + xs[k - 1] + xs[-1] + xs[0]
