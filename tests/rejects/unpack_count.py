# torch.jit.script: RuntimeError: too many values to unpack: need 2 but found 3
import torch
from torch import Tensor
from typing import List, Optional, Tuple


def f(x: Tensor) -> Tensor:
    a, b = (x, x, x)
    return a
