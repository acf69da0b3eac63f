# A while loop whose condition is `"done" not in d`, which a run adds once i reaches lim,
# and a Dict[str, int] count set on every run: the condition reads the flag the Loop
# carries. Wrong if the loop stops a run early or late, or the count misses a run.
# >>> inputs
# x:float32[B]
# lim:int64[]
# <<<
# >>> sets
# x = torch.randn(3); lim = 0
# x = torch.randn(2); lim = 1
# x = torch.randn(3); lim = 3
# x = torch.randn(2); lim = 6
# <<<
import torch
from torch import Tensor
from typing import Dict, Tuple


def f(x: Tensor, lim: int) -> Tuple[int, Tensor, bool]:
    d: Dict[str, int] = {}
    i = 0
    while "done" not in d:
        d["count"] = d.get("count", 0) + i
        if i >= lim:
            d["done"] = i
        i += 1
    return len(d) + d.get("done", -1) * 100, x * float(d.get("count", -3)), "done" in d
