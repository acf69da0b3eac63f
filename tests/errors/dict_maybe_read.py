# >>> inputs
# x:float32[3]
# flag:bool[]
# <<<
# >>> stderr
# dict_maybe_read.py:18:12: error: the dict may not have key 'extra' here: it is set on some paths only, and PyTorch raises KeyError where it is missing (read it inside `if "extra" in ...:`, or with .get)
#    18 |     return d["extra"] + d["x"]
#       |            ^~~~~~~~~~
# <<<
import torch
from torch import Tensor


def f(x: Tensor, flag: bool) -> Tensor:
    d = {"x": x}
    if flag:
        d["extra"] = x * 10.0
    return d["extra"] + d["x"]
