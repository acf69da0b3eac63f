# torch.jit.script accepts it: a loop that adds a key to a dict of lists would carry the list
# under a run-time flag; refused, naming the key.
# >>> inputs
# x:float32[3]
# n:int64[]
# <<<
# >>> stderr
# dict_loop_of_lists_new_key.py:19:5: error: this loop sets a key of a dict of lists; a loop may change the lists such a dict holds, not the dict
#    19 |     for i in range(n):
#       |     ^~~~~~~~~~~~~~~~~~
# <<<
import torch
from torch import Tensor
from typing import Dict, List


def f(x: Tensor, n: int) -> int:
    d: Dict[str, List[Tensor]] = {"a": [x]}
    for i in range(n):
        d["b"] = [x, x]
    return len(d)
