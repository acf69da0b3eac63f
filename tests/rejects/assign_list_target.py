# torch.jit.script: RuntimeError: unexpected expression on left-hand side of assignment
# >>> inputs
# x:float32[2,2]
# <<<
import torch
from torch import Tensor
from typing import List, Tuple


def f(x: Tensor) -> Tensor:
    [a, b] = [x, x]
    return a + b
