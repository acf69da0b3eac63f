# The entry returns a list of tuples of run-time length holding one tensor in every tuple
# (xs = [(x, 1)], then (x, i) appended): one output per field, the sequence holding x's
# value each time. It was refused (errors/rows_as_value). n = 0, 1 and 3.
# >>> inputs
# x:float32[3]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(3); n = 0
# x = torch.randn(3); n = 1
# x = torch.randn(3); n = 3
# <<<
# >>> min-opset
# 13
# <<<
from typing import List, Tuple
import torch
from torch import Tensor


def f(x: Tensor, n: int) -> List[Tuple[Tensor, int]]:
    xs = [(x, 1)]
    for i in range(n):
        xs.append((x, i))
    return xs
