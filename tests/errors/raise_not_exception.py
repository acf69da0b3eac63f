# >>> inputs
# x:float32[3]
# <<<
# >>> stderr
# raise_not_exception.py:27:15: error: 'raise' needs a builtin exception class derived from Exception, such as raise ValueError("..."), as TorchScript does
#    27 |         raise 3
#       |               ^
# raise_not_exception.py:29:15: error: 'raise' needs a builtin exception class derived from Exception, such as raise ValueError("..."), as TorchScript does
#    29 |         raise BaseException("a")
#       |               ^~~~~~~~~~~~~
# raise_not_exception.py:31:15: error: 'raise' needs a builtin exception class derived from Exception, such as raise ValueError("..."), as TorchScript does
#    31 |         raise SystemExit
#       |               ^~~~~~~~~~
# raise_not_exception.py:33:15: error: 'raise' needs a builtin exception class derived from Exception, such as raise ValueError("..."), as TorchScript does
#    33 |         raise Foo("a")
#       |               ^~~
# <<<
import torch
from torch import Tensor
from typing import Optional


# TorchScript: exceptions must derive from BaseException; BaseException itself and
# SystemExit fail its schema matching; an undefined class is an undefined value
def f(x: Tensor) -> Tensor:
    if x.sum() > 0:
        raise 3
    if x.sum() > 1:
        raise BaseException("a")
    if x.sum() > 2:
        raise SystemExit
    if x.sum() > 3:
        raise Foo("a")
    return x
