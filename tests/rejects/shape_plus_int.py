# torch.jit.script: RuntimeError: Arguments for call are not valid.
import torch
from torch import Tensor
from typing import List, Optional, Tuple


def f(x: Tensor) -> Tensor:
    s = x.shape + 1
    return x
