# torch.jit.script: RuntimeError: undefined value y
import torch
from torch import Tensor
from typing import List, Optional, Tuple


def f(x: Tensor, n: int) -> Tensor:
    for i in range(n):
        y = x + i
    return y
