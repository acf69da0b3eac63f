# torch.jit.script: RuntimeError: Cannot emit expr for: (dots)
# >>> inputs
# x:float32[2,2]
# <<<
import torch
from torch import Tensor
from typing import List, Tuple


def f(x: Tensor) -> Tensor:
    y = x[...,]
    return y + 1
