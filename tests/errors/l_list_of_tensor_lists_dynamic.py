# >>> inputs
# x:float32[3]
# n:int64[]
# <<<
# >>> stderr
# l_list_of_tensor_lists_dynamic.py:18:9: error: a list of lists of tensors whose length is known only at run time is not supported yet (a List[List[int]], List[List[float]] or List[List[bool]] is)
#    18 |         groups.append([x, x * i])
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~
# <<<
import torch
from torch import Tensor
from typing import List


def f(x: Tensor, n: int) -> int:
    groups: List[List[Tensor]] = []
    for i in range(n):
        groups.append([x, x * i])
    return len(groups)
