# torch.jit.script: RuntimeError: Tuple index out of range. Tuple is length 2 and index is 2
import torch
from torch import Tensor
from typing import List, Optional, Tuple


def f(x: Tensor) -> Tensor:
    t = (x, x)
    return t[2]
