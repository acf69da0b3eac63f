# >>> inputs
# x:float32[3]
# n:int64[]
# <<<
# >>> stderr
# dict_maybe_set_in_loop.py:18:5: error: this loop changes whether a dict has the key 'extra' (it is set or deleted on some paths only); a loop may set only keys the dict has before it
#    18 |     for i in range(n):
#       |     ^~~~~~~~~~~~~~~~~~
# <<<
import torch
from torch import Tensor


def f(x: Tensor, n: int) -> int:
    d = {"x": x}
    if n > 2:
        d["extra"] = x * 10.0
    for i in range(n):
        d["extra"] = x + float(i)
    return len(d)
