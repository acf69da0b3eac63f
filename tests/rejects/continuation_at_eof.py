# torch.jit.script: SyntaxError: unexpected EOF while parsing
# >>> inputs
# x:float32[2,2]
# <<<
import torch
from torch import Tensor
from typing import List, Tuple


def f(x: Tensor) -> Tensor:
    return x \
