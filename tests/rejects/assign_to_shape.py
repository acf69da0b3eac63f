# torch.jit.script: RuntimeError: Tried to set an attribute: shape on a non-class: Tensor
import torch
from torch import Tensor
from typing import List, Optional, Tuple


def f(x: Tensor) -> Tensor:
    x.shape = (1, 2)
    return x
