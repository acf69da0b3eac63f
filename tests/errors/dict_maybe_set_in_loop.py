# >>> inputs
# x:float32[3]
# n:int64[]
# <<<
# >>> stderr
# dict_maybe_set_in_loop.py:18:5: error: this loop changes which keys a dict has; its keys must be known at compile time
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
