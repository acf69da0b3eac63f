# Wrong if a dict passed to a helper is copied: the helper's writes must be seen by the caller.
# >>> inputs
# x:float32[B]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(2); n = 0
# x = torch.randn(3); n = 1
# x = torch.randn(2); n = 3
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple


def put(d: Dict[str, Tensor], k: int) -> None:
    for i in range(k):
        d["h"] = d["h"] * 0.5 + 1.0
    d["k"] = d["h"] * float(k)


def f(x: Tensor, n: int) -> Tuple[Tensor, Tensor, int]:
    d: Dict[str, Tensor] = {"h": x}
    e = d
    put(e, n)
    return d["h"], d["k"], len(d)
