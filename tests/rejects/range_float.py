# torch.jit.script: RuntimeError: all inputs of range must be ints, found float in argument 0
import torch
from torch import Tensor
from typing import List, Optional, Tuple


def f(x: Tensor) -> Tensor:
    for i in range(2.5):
        x = x + i
    return x
