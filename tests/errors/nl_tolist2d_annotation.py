# >>> inputs
# x:float32[B,C]
# <<<
# >>> stderr
# nl_tolist2d_annotation.py:17:29: error: variable 'rows' is annotated with type List[List[int]] but is being assigned to a value of type List[List[float]]
#    17 |     rows: List[List[int]] = x.tolist()
#       |                             ^~~~~~~~~~
# <<<
# torch.jit.script runs it, then raises "Output annotation element type and runtime tensor
# element type must match for tolist()": a float tensor's rows are List[float].
import torch
from torch import Tensor
from typing import List


def f(x: Tensor) -> int:
    rows: List[List[int]] = x.tolist()
    return len(rows)
