# >>> inputs
# x:float32[3]
# flag:bool[]
# <<<
# >>> stderr
# dict_maybe_break.py:18:5: error: break/continue in a loop over a dict some of whose keys are known only at run time is not supported
#    18 |     for k in d:
#       |     ^~~~~~~~~~~
# <<<
import torch
from torch import Tensor


def f(x: Tensor, flag: bool) -> Tensor:
    d = {"x": x}
    if flag:
        d["extra"] = x * 10.0
    for k in d:
        if k == "x":
            break
    return x
