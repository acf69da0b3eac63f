# torch.jit.script: RuntimeError: g(Tensor x, int k=1) -> Tensor
import torch
from torch import Tensor
from typing import List, Optional, Tuple


def g(x: Tensor, k: int = 1) -> Tensor:
    return x + k


def f(x: Tensor) -> Tensor:
    return g(x, kk=3)
