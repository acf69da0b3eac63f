# >>> inputs
# x:int64[b]
# n:int64[]
# <<<
# >>> sets
# x = torch.tensor([4, -3]); n = 0
# x = torch.tensor([1, 5, -2]); n = 1
# x = torch.tensor([9, 0]); n = 4
# <<<
# Outputs whose kinds alone do not say where a list ends: a run-time List[int] (one int64
# output of length 0, 1 or 4), then an int64 tensor of b elements, then a List[int] of known
# length (two 0-d outputs), an empty list of known length (no output) and a 0-d int. The
# harness matches PyTorch's [..], tensor, [n, n + 1], [], int with the model's five outputs.
import torch
from torch import Tensor
from typing import List, Tuple


def f(x: Tensor, n: int) -> Tuple[List[int], Tensor, List[int], List[int], int]:
    ks: List[int] = []
    for i in range(n):
        ks.append(i * 7 - n)
    none: List[int] = []
    return ks, x * 3, [n, n + 1], none, len(ks)
