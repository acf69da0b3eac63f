# torch.jit.script: RuntimeError: undefined value i
import torch
from torch import Tensor
from typing import List, Optional, Tuple


def f(x: Tensor, n: int) -> Tensor:
    for i in range(n):
        x = x + 1
    return x + i
