# >>> inputs
# x:float32[3]
# flag:bool[]
# <<<
# >>> stderr
# dict_maybe_set_middle.py:19:5: error: the dict may not have key 'extra' here, and keys follow it: where it goes (its place, or after 'last') would be known only at run time
#    19 |     d["extra"] = x + 1.0
#       |     ^~~~~~~~~~
# <<<
import torch
from torch import Tensor


def f(x: Tensor, flag: bool) -> Tensor:
    d = {"x": x}
    if flag:
        d["extra"] = x * 10.0
    d["last"] = x
    d["extra"] = x + 1.0
    return d["x"]
