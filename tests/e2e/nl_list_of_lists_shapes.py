# >>> inputs
# x:float32[3]
# n:int64[]
# <<<
# >>> stderr
# l_list_of_lists_dynamic.py:17:5: error: a list of lists whose length is known only at run time is not supported yet
#    17 |     for i in range(n):
#       |     ^~~~~~~~~~~~~~~~~~
# <<<
import torch
from torch import Tensor
from typing import List


def f(x: Tensor, n: int) -> int:
    shapes: List[List[int]] = []
    for i in range(n):
        shapes.append([i, 2])
    return len(shapes)
