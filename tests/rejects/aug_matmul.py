# torch.jit.script: NotSupportedError: unsupported kind of augumented assignment: MatMult
# >>> inputs
# x:float32[2,2]
# <<<
import torch
from torch import Tensor
from typing import List, Tuple


def f(x: Tensor) -> Tensor:
    y = x * 1.0
    y @= x
    return y
