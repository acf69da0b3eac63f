# >>> stderr
# multi_namedtuple_annotated.py:21:12: error: no attribute 'values' on this value
#    21 |     return r.values
#       |            ^~~~~~~~
# <<<
# >>> inputs
# x:float32[2,3]
# <<<
# torch.jit.script refuses it: annotated as Tuple[Tensor, Tensor], the result has no fields
import torch
from torch import Tensor
from typing import Tuple


def g(x: Tensor) -> Tuple[Tensor, Tensor]:
    return x.max(1)


def f(x: Tensor):
    r = g(x)
    return r.values
