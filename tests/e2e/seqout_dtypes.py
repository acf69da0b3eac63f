# >>> inputs
# x:int64[b]
# n:int64[]
# <<<
# >>> sets
# x = torch.tensor([3, -1]); n = 0
# x = torch.tensor([4, 0, 2]); n = 1
# x = torch.tensor([1, 2]); n = 5
# <<<
# >>> min-opset
# 13
# <<<
# Sequences of int64 and of bool tensors, from list comprehensions over range(n), and one
# from a helper that returns the list it built.
import torch
from torch import Tensor
from typing import List, Tuple


def halves(x: Tensor, n: int) -> List[Tensor]:
    out: List[Tensor] = []
    for i in range(n):
        out.append(x.double() / float(i + 2))
    return out


def f(x: Tensor, n: int) -> Tuple[List[Tensor], List[Tensor], List[Tensor]]:
    ints = [x * i for i in range(n)]
    bools = [x > i for i in range(n)]
    return ints, bools, halves(x, n)
