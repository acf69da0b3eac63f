# torch.jit.script: RuntimeError: g(Tensor a, *, int b) -> Tensor
import torch
from torch import Tensor
from typing import List, Optional, Tuple


def g(a: Tensor, *, b: int) -> Tensor:
    return a + b


def f(x: Tensor) -> Tensor:
    return g(x, 2)
