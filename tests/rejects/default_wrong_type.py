# torch.jit.script: RuntimeError: Expected a default value of type int on parameter "n".
import torch
from torch import Tensor
from typing import List, Optional, Tuple


def g(x: Tensor, n: int = 1.5) -> Tensor:
    return x + n


def f(x: Tensor) -> Tensor:
    return g(x)
