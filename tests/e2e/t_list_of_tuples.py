# Wrong if a List[Tuple[Tensor, int]] grown in a loop mixes up the pairs when iterated.
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
from typing import Dict, List, Optional, Tuple


def f(x: Tensor, n: int) -> Tuple[Tensor, int]:
    pairs: List[Tuple[Tensor, int]] = [(x, 1)]
    for i in range(n):
        pairs.append((x * float(i), i + 2))
    acc = torch.zeros_like(x)
    ks = 0
    for t, k in pairs:
        acc = acc + t * float(k)
        ks += k
    return acc, ks
