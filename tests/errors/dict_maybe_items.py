# >>> inputs
# x:float32[3]
# flag:bool[]
# <<<
# >>> stderr
# dict_maybe_items.py:18:11: error: items() of a dict some of whose keys are known only at run time is supported only as what a for loop runs over
#    18 |     its = d.items()
#       |           ^~~~~~~~~
# <<<
import torch
from torch import Tensor


def f(x: Tensor, flag: bool) -> int:
    d = {"x": x}
    if flag:
        d["extra"] = x * 10.0
    its = d.items()
    return len(its)
