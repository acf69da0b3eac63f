# torch.jit.script: RuntimeError:
#   Return value was annotated as having type float but is actually of type int
import torch
from torch import Tensor
from typing import List, Optional, Tuple


def g(x: Tensor) -> float:
    return 1


def f(x: Tensor) -> Tensor:
    return x * g(x)
