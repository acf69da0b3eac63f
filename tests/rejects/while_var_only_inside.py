# torch.jit.script: RuntimeError: undefined value y
import torch
from torch import Tensor
from typing import List, Optional, Tuple


def f(x: Tensor, n: int) -> Tensor:
    while n > 0:
        y = x
        n = n - 1
    return y
