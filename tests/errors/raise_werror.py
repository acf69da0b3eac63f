# >>> inputs
# x:float32[3]
# n:int64[]
# <<<
# >>> options
# -Werror
# <<<
# >>> stderr
# raise_werror.py:27:9: error: 'raise' cannot be expressed in ONNX: the model computes only the paths that do not reach it [-Werror]
#    27 |         raise ValueError("negative")
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~~~~
# raise_werror.py:28:5: error: 'assert' cannot be checked in ONNX: the model computes only the paths where it holds [-Werror]
#    28 |     assert n < 10
#       |     ^~~~~~~~~~~~~
# raise_werror.py:30:9: error: 'raise' cannot be expressed in ONNX: the model computes only the paths that do not reach it [-Werror]
#    30 |         raise ValueError("too large")
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# <<<
import torch
from torch import Tensor
from typing import Optional


# -Werror: the warning of each reachable raise is an error, and no model is written
def f(x: Tensor, n: int) -> Tensor:
    if n < 0:
        raise ValueError("negative")
    assert n < 10
    if n > 100:  # known at run time only, but after the assert: still reachable
        raise ValueError("too large")
    return x * n
