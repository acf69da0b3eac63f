# Wrong if a raise inside a loop body (never reached by the sets) ends the loop or drops iterations.
# >>> inputs
# x:float32[B]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(2); n = 0
# x = torch.randn(3); n = 1
# x = torch.randn(2); n = 4
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple


def f(x: Tensor, n: int) -> Tuple[Tensor, int]:
    acc = x
    steps = 0
    for i in range(n):
        if i > 100:
            raise RuntimeError("too many steps")
        acc = acc * 0.5 + float(i)
        steps += 1
    return acc, steps
