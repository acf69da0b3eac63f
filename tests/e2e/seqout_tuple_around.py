# >>> inputs
# x:float32[b,3]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(2, 3); n = 0
# x = torch.randn(5, 3); n = 1
# x = torch.randn(5, 3); n = 4
# <<<
# >>> min-opset
# 13
# <<<
# A run-time List[Tensor] inside the returned tuple, with outputs before and after it (a
# tensor, an int, the list, a float, a tensor): the sequence output stands at its place.
# Wrong if the outputs after the list are taken for its elements, or an element is dropped.
import torch
from torch import Tensor
from typing import List, Tuple


def f(x: Tensor, n: int) -> Tuple[Tensor, int, List[Tensor], float, Tensor]:
    xs: List[Tensor] = []
    total = 0.0
    for i in range(n):
        xs.append(x[:, i % 3] * float(i + 1))
        total += float(i) * 0.5
    return x.sum(0), len(xs), xs, total, x - 1.0
