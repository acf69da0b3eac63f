# Wrong if a Dict[str, int] of counters updated in a loop and under conditions loses updates.
# >>> inputs
# x:float32[B]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(2); n = 0
# x = torch.randn(3); n = 1
# x = torch.randn(2); n = 5
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple


def f(x: Tensor, n: int) -> Tuple[Tensor, int, int, int]:
    c: Dict[str, int] = {"even": 0, "odd": 0}
    for i in range(n):
        if i % 2 == 0:
            c["even"] += 1
        else:
            c["odd"] = c["odd"] + i
    total = 0
    for v in c.values():
        total += v
    return x * float(c["even"]), c["even"], c["odd"], total
