# An empty list appended in a loop: the element dtype is learned from what goes in; 0 trips raise.
# >>> inputs
# x:float32[n]
# k:int64[]
# <<<
# >>> sets
# x = torch.randn(3); k = 1
# x = torch.randn(5); k = 4
# x = torch.randn(2); k = 7
# <<<
# >>> raises
# x = torch.randn(5); k = 0
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
        xs.append(x * i)
    return torch.cat(xs)
