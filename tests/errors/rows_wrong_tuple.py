# >>> inputs
# x:float32[3]
# n:int64[]
# <<<
# >>> stderr
# rows_wrong_tuple.py:18:9: error: a list of Tuple[Tensor, int] cannot hold Tuple[Float(3), float]
#    18 |         xs.append((x, 1.5))
#       |         ^~~~~~~~~~~~~~~~~~~
# <<<
from typing import List, Tuple
import torch
from torch import Tensor


def f(x: Tensor, n: int) -> int:
    xs: List[Tuple[Tensor, int]] = []
    for i in range(n):
        xs.append((x, 1.5))
    return len(xs)
