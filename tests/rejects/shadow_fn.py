# torch.jit.script: RuntimeError: cannot call a value of type 'int'
import torch
from torch import Tensor
from typing import List, Optional, Tuple


def g(x: Tensor) -> Tensor:
    return x


def f(x: Tensor) -> Tensor:
    g = 1
    return g(x)
