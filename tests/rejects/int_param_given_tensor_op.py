# torch.jit.script: RuntimeError: 'int' object has no attribute or method 'sum'.
import torch
from torch import Tensor
from typing import List, Optional, Tuple


def f(x: Tensor, n: int) -> Tensor:
    return n.sum()
