# >>> inputs
# x:float32[B,5]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(1, 5); n = 0
# x = torch.randn(3, 5); n = 2
# x = torch.randn(6, 5); n = -1
# <<<
# tensor_split at indices, constant, negative, past the end and known only at run time (Python slicing)
import torch
from torch import Tensor
from typing import List, Tuple


def f(x: Tensor, n: int):
    a, b, c = x.tensor_split([1, -2], dim=1)
    p = torch.tensor_split(x, [n, 7])
    q = x.tensor_split((3, 1), 1)
    return a, b, c, p[0], p[1], p[2], q[0], q[1], q[2]
