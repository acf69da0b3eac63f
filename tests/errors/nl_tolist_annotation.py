# >>> inputs
# i:int64[B]
# <<<
# >>> stderr
# nl_tolist_annotation.py:17:23: error: variable 'fs' is annotated with type List[float] but is being assigned to a value of type List[int]
#    17 |     fs: List[float] = i.tolist()
#       |                       ^~~~~~~~~~
# <<<
# torch.jit.script runs it, then raises "Output annotation element type and runtime tensor
# element type must match for tolist()": an int64 tensor's list is a List[int].
import torch
from torch import Tensor
from typing import List


def f(i: Tensor) -> float:
    fs: List[float] = i.tolist()
    return sum(fs)
