# torch.jit.script accepts it: setdefault of a key a loop adds gives the dict's value or the
# default depending on the run; refused, as for a key an if sets on one branch only.
# >>> inputs
# x:float32[3]
# n:int64[]
# <<<
# >>> stderr
# dict_loop_setdefault.py:20:13: error: dict.setdefault() of key 'b', which the dict has on some paths only: what it gives would be known only at run time
#    20 |         t = d.setdefault("b", x)
#       |             ^~~~~~~~~~~~~~~~~~~~
# <<<
import torch
from torch import Tensor
from typing import Dict


def f(x: Tensor, n: int) -> Tensor:
    d: Dict[str, Tensor] = {}
    for i in range(n):
        t = d.setdefault("b", x)
        d["b"] = t + 1.0
    return d.get("b", x)
