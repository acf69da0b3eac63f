# >>> inputs
# x:float32[3]
# n:int64[]
# <<<
# >>> stderr
# rows_slice.py:19:10: error: a slice of a list of tuples whose length is known only at run time is not supported yet
#    19 |     ys = xs[1:]
#       |          ^~~~~~
# <<<
from typing import List, Tuple
import torch
from torch import Tensor


def f(x: Tensor, n: int) -> int:
    xs = [(x, 1)]
    for i in range(n):
        xs.append((x, i))
    ys = xs[1:]
    return len(ys)
