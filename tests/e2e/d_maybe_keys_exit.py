# Wrong if `if "k" not in d: return ...` is not taken as a test of the key: after it (and in
# a helper's early return) d["k"] is there; in a loop, `continue` when it is missing.
# >>> inputs
# x:float32[B]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(2); n = 0
# x = torch.randn(3); n = 1
# x = torch.randn(2); n = 3
# x = torch.randn(4); n = 6
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Tuple


def scale(d: Dict[str, Tensor], x: Tensor) -> Tensor:
    if "s" not in d:
        return x
    return x * d["s"]


def f(x: Tensor, n: int) -> Tuple[Tensor, Tensor]:
    d: Dict[str, Tensor] = {"x": x}
    if n % 2 == 1:
        d["s"] = x + 2.0
    acc = torch.zeros_like(x)
    for i in range(n):
        if "s" not in d:
            continue
        acc = acc + d["s"] * float(i)
    y = scale(d, x)
    if "s" not in d:
        return y, acc
    return y + d["s"], acc - d["s"]
