# >>> inputs
# x:float32[B,3]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(2, 3); n = 0
# x = torch.randn(3, 3); n = 1
# x = torch.randn(4, 3); n = 3
# <<<
# >>> min-opset
# 13
# <<<
# An element read out of a list of run-time length is written in place; the list's tensors
# were made in the loop and nothing else holds them, so the write reaches only the element
# (and the list, which is not read again).
import torch
from torch import Tensor
from typing import List, Tuple


def f(x: Tensor, n: int) -> Tuple[Tensor, Tensor, int]:
    xs: List[Tensor] = [x[0].clone()]
    for i in range(n):
        xs.append(x[0] * float(i))
    last = xs[-1]
    last.mul_(3.0)
    return x, last, len(xs)
