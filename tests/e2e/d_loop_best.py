# A key a loop sets, that the dict did not have before it: after the loop it is there iff a
# run set it, with the last value set. In the body it is there on the runs after the first
# set, so `"best" not in stats or ... stats["best"]` reads it only where it is. Wrong if the
# flag is not carried, the read takes the stand-in, or get ignores a loop that never ran.
# >>> inputs
# x:float32[N,3]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(4, 3); n = 0
# x = torch.randn(4, 3); n = 1
# x = torch.randn(6, 3); n = 6
# x = torch.randn(5, 3); n = 3
# <<<
import torch
from torch import Tensor
from typing import Dict


def f(x: Tensor, n: int) -> Tensor:
    stats: Dict[str, Tensor] = {}
    for i in range(n):
        if "best" not in stats or bool(x[i].sum() > stats["best"].sum()):
            stats["best"] = x[i]
    return stats.get("best", torch.zeros(3))
