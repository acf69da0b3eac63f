# torch.jit.script: RuntimeError:
#   Return value was annotated as having type Tensor but is actually of type NoneType
import torch
from torch import Tensor
from typing import List, Optional, Tuple


def g(x: Tensor, n: int) -> Tensor:
    if n > 0:
        return x
    return None


def f(x: Tensor, n: int) -> Tensor:
    return g(x, n)
