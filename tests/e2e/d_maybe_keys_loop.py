# Wrong if a dict whose keys depend on a branch loses or invents a key when a loop reads and
# updates its values, or when a guard `if "k" in d:` inside the loop is ignored.
# >>> inputs
# x:float32[B]
# n:int64[]
# flag:bool[]
# <<<
# >>> sets
# x = torch.randn(2); n = 0; flag = True
# x = torch.randn(3); n = 1; flag = False
# x = torch.randn(2); n = 3; flag = True
# x = torch.randn(4); n = 2; flag = False
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Tuple


def f(x: Tensor, n: int, flag: bool) -> Tuple[Tensor, Tensor, int]:
    d: Dict[str, Tensor] = {"base": x}
    if flag:
        d["bonus"] = x * 2.0
    for i in range(n):
        d["base"] = d["base"] + 1.0
        if "bonus" in d:
            d["base"] = d["base"] + d["bonus"]
        if "bonus" not in d:
            d["base"] = d["base"] * 0.5
    extra = d.get("bonus", torch.zeros_like(x))
    return d["base"], extra, len(d)
