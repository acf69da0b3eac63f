# torch.jit.script: FrontendError: Unknown Constant expression type
# >>> inputs
# x:float32[2,2]
# <<<
import torch
from torch import Tensor
from typing import List, Tuple


def f(x: Tensor) -> Tensor:
    s = b"abc"
    return x
