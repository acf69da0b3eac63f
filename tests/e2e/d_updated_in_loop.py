# Wrong if a dict entry updated in every iteration of a run-time loop keeps its first value.
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


def f(x: Tensor, n: int) -> Tuple[Tensor, Tensor]:
    acc: Dict[str, Tensor] = {"sum": torch.zeros_like(x), "max": x}
    for i in range(n):
        t = x * float(i) - 1.0
        acc["sum"] = acc["sum"] + t
        acc["max"] = torch.maximum(acc["max"], t)
    return acc["sum"], acc["max"]
