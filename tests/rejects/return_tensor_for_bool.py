# torch.jit.script: RuntimeError:
#   Return value was annotated as having type bool but is actually of type Tensor
import torch
from torch import Tensor
from typing import List, Optional, Tuple


def g(x: Tensor) -> bool:
    return x


def f(x: Tensor) -> Tensor:
    if g(x):
        return x
    return -x
