# A key a loop sets is there on the runs after the first one that set it: the body reads it
# under `if "prev" in d:` before setting it again, and a break leaves the loop early. Wrong
# if the first run reads the stand-in, a later run misses the value set before, or the
# break path loses the key.
# >>> inputs
# x:float32[B]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(3); n = 0
# x = torch.randn(2); n = 1
# x = torch.randn(3); n = 3
# x = torch.randn(2); n = 7
# <<<
import torch
from torch import Tensor
from typing import Dict, Tuple


def f(x: Tensor, n: int) -> Tuple[Tensor, int, Tensor]:
    d: Dict[str, Tensor] = {}
    acc = torch.zeros_like(x)
    for i in range(n):
        if "prev" in d:
            acc = acc + d["prev"] * 2.0
        else:
            acc = acc - 1.0
        d["prev"] = x * float(i + 1)
        if i == 4:
            break
    return acc, len(d), d.get("prev", x * 100.0)
