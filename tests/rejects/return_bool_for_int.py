# torch.jit.script: RuntimeError:
#   Return value was annotated as having type int but is actually of type bool
import torch
from torch import Tensor
from typing import List, Optional, Tuple


def g(x: Tensor) -> int:
    return True


def f(x: Tensor) -> Tensor:
    return x * g(x)
