# >>> inputs
# x:float32[3]
# flag:bool[]
# <<<
# >>> stderr
# dict_maybe_else_read.py:21:13: error: the dict may not have key 'extra' here: it is set on some paths only, and PyTorch raises KeyError where it is missing (read it inside `if "extra" in ...:`, or with .get)
#    21 |         y = d["extra"]
#       |             ^~~~~~~~~~
# <<<
import torch
from torch import Tensor


def f(x: Tensor, flag: bool) -> Tensor:
    d = {"x": x}
    if flag:
        d["extra"] = x * 10.0
    if "extra" in d:
        y = d["x"]
    else:
        y = d["extra"]
    return y
