# >>> inputs
# x:float32[3]
# flag:bool[]
# <<<
# >>> stderr
# dict_keys_order.py:16:5: error: the branches of this 'if' add keys to a dict in different orders; the order of its keys must be known at compile time
#    16 |     if flag:
#       |     ^~~~~~~~
# <<<
import torch
from torch import Tensor


def f(x: Tensor, flag: bool) -> Tensor:
    d = {"x": x}
    if flag:
        d["a"] = x
        d["b"] = x
    else:
        d["b"] = x
        d["a"] = x
    return d["x"]
