# >>> inputs
# x:float32[B,2,2]
# <<<
# >>> stderr
# nl_tolist_3d.py:17:37: error: tolist() of a tensor whose rank is 3 is not supported (only 0-d, 1-d and 2-d)
#    17 |     rows: List[List[List[float]]] = x.tolist()
#       |                                     ^~~~~~~~~~
# <<<
# TorchScript's tolist() takes a 3-d tensor (List[List[List[float]]]); scriptc's lists of
# run-time length hold numbers or lists of numbers only.
import torch
from torch import Tensor
from typing import List


def f(x: Tensor) -> int:
    rows: List[List[List[float]]] = x.tolist()
    return len(rows)
