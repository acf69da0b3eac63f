# >>> inputs
# x:float32[B,C]
# <<<
# >>> stderr
# nl_tolist2d_rank_annotation.py:17:23: error: variable 'xs' is annotated with type List[float] but is being assigned to a value of type List[List[float]]
#    17 |     xs: List[float] = x.tolist()
#       |                       ^~~~~~~~~~
# <<<
# torch.jit.script runs it, then raises "Output annotation list dimension and runtime tensor
# dimension must match for tolist()": a 2-d tensor's list is a List[List[float]].
import torch
from torch import Tensor
from typing import List


def f(x: Tensor) -> float:
    xs: List[float] = x.tolist()
    return xs[0]
