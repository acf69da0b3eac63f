# >>> inputs
# x:float32[3]
# n:int64[]
# <<<
# >>> stderr
# rows_field_tuple.py:18:9: error: a list of tuples holding a tuple, whose length is known only at run time, is not supported (only tuples of tensors and numbers)
#    18 |         xs.append((x, (i, i)))
#       |         ^~~~~~~~~~~~~~~~~~~~~~
# <<<
from typing import List, Tuple
import torch
from torch import Tensor


def f(x: Tensor, n: int) -> int:
    xs = [(x, (1, 2))]
    for i in range(n):
        xs.append((x, (i, i)))
    return len(xs)
