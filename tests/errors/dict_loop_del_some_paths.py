# torch.jit.script accepts it: a loop that deletes a key on some runs only leaves the dict
# with it or not depending on the run; refused (a loop may add keys, not remove them).
# >>> inputs
# x:float32[3]
# n:int64[]
# <<<
# >>> stderr
# dict_loop_del_some_paths.py:19:5: error: this loop removes the key 'a' from a dict on some paths, so whether the dict has it would depend on how the loop ran
#    19 |     for i in range(n):
#       |     ^~~~~~~~~~~~~~~~~~
# <<<
import torch
from torch import Tensor
from typing import Dict


def f(x: Tensor, n: int) -> int:
    d: Dict[str, Tensor] = {"a": x, "b": x}
    for i in range(n):
        if i == 1:
            del d["a"]
    return len(d)
