# Returns of lists of lists whose lengths differ: one List[List[Tensor]] in TorchScript, a
# list of run-time length of lists, which scriptc does not hold yet.
# >>> inputs
# x:float32[3]
# n:int64[]
# <<<
# >>> stderr
# return_list_of_lists_lengths.py:20:5: error: this return gives lists of other lengths than an earlier return, and their elements are tuples or lists; not supported yet
#    20 |     return [[x]]
#       |     ^~~~~~~~~~~~
# <<<
import torch
from torch import Tensor
from typing import List


def f(x: Tensor, n: int) -> List[List[Tensor]]:
    if n > 0:
        return [[x], [x + 1]]
    return [[x]]
