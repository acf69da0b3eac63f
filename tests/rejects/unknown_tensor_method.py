# torch.jit.script: RuntimeError: 'Tensor' object has no attribute or method 'frobnicate'.
import torch
from torch import Tensor
from typing import List, Optional, Tuple


def f(x: Tensor) -> Tensor:
    return x.frobnicate()
