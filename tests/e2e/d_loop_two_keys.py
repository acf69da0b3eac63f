# Two keys every run sets, one after the other, and a third only some runs set: the first
# two are there after the loop iff it ran (they are set together, so the place of the
# first is known when set), the third iff a run set it. keys() and items() give insertion
# order. Wrong if the keys come out in another order or with stale values.
# >>> inputs
# x:float32[B]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(3); n = 0
# x = torch.randn(2); n = 1
# x = torch.randn(3); n = 2
# x = torch.randn(2); n = 5
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Tuple


def f(x: Tensor, n: int) -> Tuple[Tensor, int, Tensor]:
    d: Dict[str, Tensor] = {"x": x}
    for i in range(n):
        d["sum"] = d.get("sum", torch.zeros_like(x)) + x * float(i)
        d["last"] = x - float(i)
        if i == 1:
            d["one"] = x * 3.0
    out = torch.zeros_like(x)
    code = 0
    for k, v in d.items():
        out = out * 3.0 + v
        code = code * 10 + len(k)
    return out, code + len(d), d.get("one", x * 0.0) + d.get("sum", x * 0.0)
