# sort's reverse= must be known at compile time.
# >>> inputs
# x:float32[3]
# n:int64[]
# <<<
# >>> stderr
# list_sort_reverse_runtime.py:18:5: error: sort's reverse must be a bool known at compile time
#    18 |     ks.sort(reverse=n > 0)
#       |     ^~~~~~~~~~~~~~~~~~~~~~
# <<<
import torch
from torch import Tensor
from typing import List


def f(x: Tensor, n: int) -> List[int]:
    ks = [n, 2, 1]
    ks.sort(reverse=n > 0)
    return ks
