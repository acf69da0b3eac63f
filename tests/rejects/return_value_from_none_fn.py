# torch.jit.script: RuntimeError:
#   Return value was annotated as having type NoneType but is actually of type Tensor
import torch
from torch import Tensor
from typing import List, Optional, Tuple


def g(x: Tensor) -> None:
    return x


def f(x: Tensor) -> Tensor:
    g(x)
    return x
