# torch.jit.script: RuntimeError: object has no attribute frobnicate
import torch
from torch import Tensor
from typing import List, Optional, Tuple


def f(x: Tensor) -> Tensor:
    return torch.frobnicate(x)
