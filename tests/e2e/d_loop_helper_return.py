# A helper given the dict adds keys to it in a loop ("any" on every run, "odd" on odd runs),
# and a return inside the loop reads it: the flags the Loop carries reach the early return
# and the end. Wrong if the return path or the helper's branch loses a key.
# >>> inputs
# x:float32[B]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(3); n = 0
# x = torch.randn(2); n = 1
# x = torch.randn(3); n = 3
# x = torch.randn(2); n = 6
# <<<
import torch
from torch import Tensor
from typing import Dict, Tuple


def note(d: Dict[str, Tensor], t: Tensor, i: int):
    d["any"] = t * 2.0
    if i % 2 == 1:
        d["odd"] = t


def f(x: Tensor, n: int) -> Tuple[Tensor, int]:
    d: Dict[str, Tensor] = {}
    for i in range(n):
        note(d, x * float(i), i)
        if i == 4:
            return d.get("odd", x), len(d) + 100
    return d.get("odd", x - 1.0) + d.get("any", x * 0.0), len(d)
