# dict.pop() of a key set on one path only: whether it gives the value or raises is known
# only at run time.
# >>> inputs
# x:float32[3]
# n:int64[]
# <<<
# >>> stderr
# dict_pop_maybe_key.py:21:12: error: dict.pop() of key 'b', which the dict has on some paths only: what it gives would be known only at run time
#    21 |     return d.pop("b", x)
#       |            ^~~~~~~~~~~~~
# <<<
import torch
from torch import Tensor
from typing import Dict


def f(x: Tensor, n: int) -> Tensor:
    d: Dict[str, Tensor] = {"a": x}
    if n > 0:
        d["b"] = x * 2.0
    return d.pop("b", x)
