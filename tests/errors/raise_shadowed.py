# >>> inputs
# x:float32[3]
# <<<
# >>> stderr
# raise_shadowed.py:18:15: error: 'raise' needs a builtin exception class derived from Exception, such as raise ValueError("..."), as TorchScript does
#    18 |         raise ValueError("a")
#       |               ^~~~~~~~~~
# <<<
import torch
from torch import Tensor
from typing import Optional


# a local named like an exception class hides the class, as in Python
def f(x: Tensor) -> Tensor:
    ValueError = 3
    if x.sum() > 0:
        raise ValueError("a")
    return x
