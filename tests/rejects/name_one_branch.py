# torch.jit.script: RuntimeError: y is not defined in the false branch
import torch
from torch import Tensor
from typing import List, Optional, Tuple


def f(x: Tensor, n: int) -> Tensor:
    if n > 0:
        y = x
    return y
