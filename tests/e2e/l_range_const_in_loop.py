# A constant inner range loop appending to a list made in each run of a run-time outer loop:
# the inner list's length is known (2), the outer loop runs 0, 1 and many times.
# >>> inputs
# x:float32[B]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(3); n = 0
# x = torch.randn(4); n = 1
# x = torch.randn(3); n = 4
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple


def f(x: Tensor, n: int) -> Tuple[Tensor, int]:
    y = x
    count = 0
    for j in range(n):
        acc: List[Tensor] = [y]
        for i in range(2):
            acc.append(acc[-1] * 0.5 + float(i + j))
        acc.pop(0)
        y = torch.stack(acc).sum(0)
        count += len(acc)
    return y, count
