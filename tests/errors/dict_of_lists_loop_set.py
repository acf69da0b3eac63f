# >>> inputs
# x:float32[3]
# n:int64[]
# <<<
# >>> stderr
# dict_of_lists_loop_set.py:17:5: error: this loop sets a key of a dict of lists; a loop may change the lists such a dict holds, not the dict
#    17 |     for i in range(n):
#       |     ^~~~~~~~~~~~~~~~~~
# <<<
from typing import Dict, List
import torch
from torch import Tensor


def f(x: Tensor, n: int) -> int:
    d: Dict[str, List[Tensor]] = {"a": [x]}
    for i in range(n):
        d["a"] = [x, x]
    return len(d["a"])
