# >>> inputs
# x:float32[3]
# n:int64[]
# <<<
# >>> stderr
# nl_bool_list_contains.py:21:12: error: no overload of aten::__contains__ takes (List[bool], bool)
#    21 |     return False in bs
#       |            ^~~~~~~~~~~
# <<<
# torch.jit.script: `in` has no overload for a List[bool] (__contains__ takes int, float and
# str lists only).
import torch
from torch import Tensor
from typing import List


def f(x: Tensor, n: int) -> bool:
    bs: List[bool] = [True]
    for i in range(n):
        bs.append(i > 2)
    return False in bs
