# Wrong if a list of tuples a loop rebinds (pairs = pairs + [...]) or a branch replaces
# loses the pairing of its fields or the elements of earlier runs.
# >>> inputs
# x:float32[B]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(2); n = 0
# x = torch.randn(3); n = 1
# x = torch.randn(2); n = 4
# <<<
# >>> min-opset
# 13
# <<<
import torch
from torch import Tensor
from typing import List, Tuple


def f(x: Tensor, n: int) -> Tuple[Tensor, int, int]:
    pairs = [(x, 0)]
    for i in range(n):
        pairs = pairs + [(x * float(i), i)]
        if i == 2:
            pairs = [(x - 1.0, 50)] + pairs
    acc = torch.zeros_like(x)
    s = 0
    for t, k in pairs:
        acc = acc * 0.5 + t
        s = s * 3 + k
    return acc, s, len(pairs)
