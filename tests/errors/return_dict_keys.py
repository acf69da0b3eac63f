# Returns of dicts with other keys: the keys a dict has are known while compiling (they name
# the entry's outputs, and d["a"] is the value itself), so returns must agree on them; not
# supported yet. (It compiled, the outputs named by the first return's keys on every path.)
# >>> inputs
# x:float32[3]
# n:int64[]
# <<<
# >>> stderr
# return_dict_keys.py:21:5: error: this return gives a dict with other keys than an earlier return; not supported yet
#    21 |     return {"b": x + 1}
#       |     ^~~~~~~~~~~~~~~~~~~
# <<<
import torch
from torch import Tensor
from typing import Dict


def f(x: Tensor, n: int) -> Dict[str, Tensor]:
    if n > 0:
        return {"a": x}
    return {"b": x + 1}
