# torch.jit.script: RuntimeError: lhs of assignment must be a variable, subscript, or starred expression
# >>> inputs
# x:float32[2,2]
# <<<
import torch
from torch import Tensor
from typing import List, Tuple


def f(x: Tensor) -> Tensor:
    for i, [a, b] in enumerate([(x, x)]):
        x = a + b
    return x
