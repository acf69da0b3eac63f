# >>> inputs
# x:float32[3]
# <<<
# >>> stderr
# raise_bare.py:17:9: error: 'raise' without an exception is not supported: TorchScript has no 'except' to re-raise from
#    17 |         raise
#       |         ^~~~~
# <<<
import torch
from torch import Tensor
from typing import Optional


# TorchScript has no 'except', so no bare raise either
def f(x: Tensor) -> Tensor:
    if x.sum() > 0:
        raise
    return x
