# A key every run of a loop sets: after the loop `in`, len, get, keys(), values() and a for
# loop over items() see it iff the loop ran, in insertion order after the keys set before.
# Wrong if any of them reads the stand-in value or counts the key when n is 0.
# >>> inputs
# x:float32[B,2]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(3, 2); n = 0
# x = torch.randn(2, 2); n = 1
# x = torch.randn(3, 2); n = 4
# <<<
# >>> min-opset
# 13
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Tuple


def f(x: Tensor, n: int) -> Tuple[Tensor, int, int, Tensor, Tensor]:
    d: Dict[str, Tensor] = {"x": x}
    for i in range(n):
        d["last"] = x * float(i)
    y = x + 0.5
    if "last" in d:
        y = d["last"] + 1.0
    total = torch.zeros_like(x)
    k = 0
    for name, v in d.items():
        total = total * 2.0 + v
        if name == "last":
            k = k + 10
        else:
            k = k + 1
    vs = d.values()
    return y, len(d), k + len(d.keys()) + 100 * len(vs), total, d.get("last", x - 1.0)
