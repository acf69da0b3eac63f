# A name used after `del` of it: undefined, as in TorchScript.
# >>> inputs
# x:float32[3]
# <<<
# >>> stderr
# del_then_use.py:17:12: error: 'y' is not defined on every path that reaches this use
#    17 |     return y
#       |            ^
# <<<
import torch
from torch import Tensor


def f(x: Tensor) -> Tensor:
    y = x + 1
    del y
    return y
