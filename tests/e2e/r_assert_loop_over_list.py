# Wrong if an assert inside a loop over a run-time list (always true in the sets) ends the loop.
# >>> inputs
# x:float32[B]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(2); n = 0
# x = torch.randn(3); n = 1
# x = torch.randn(2); n = 3
# <<<
# >>> min-opset
# 13
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple


def f(x: Tensor, n: int) -> Tuple[Tensor, int]:
    xs = [x]
    for i in range(n):
        xs.append(x + float(i))
    acc = torch.zeros_like(x)
    k = 0
    for t in xs:
        assert t.size(0) == x.size(0), "shape changed"
        acc = acc + t
        k += 1
    return acc, k
