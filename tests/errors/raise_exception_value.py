# >>> inputs
# x:float32[3]
# <<<
# >>> stderr
# raise_exception_value.py:20:13: error: undefined name 'ValueError'
#    20 |         e = ValueError("a")
#       |             ^~~~~~~~~~
# raise_exception_value.py:21:15: error: 'raise' needs a builtin exception class derived from Exception, such as raise ValueError("..."), as TorchScript does
#    21 |         raise e
#       |               ^
# <<<
import torch
from torch import Tensor
from typing import Optional


# TorchScript accepts an exception bound to a variable; scriptc does not (yet)
def f(x: Tensor) -> Tensor:
    if x.sum() > 0:
        e = ValueError("a")
        raise e
    return x
