# torch.jit.script: RuntimeError:
#   Return value was annotated as having type Tuple[Tensor, Tensor] but is actually of ty...
import torch
from torch import Tensor
from typing import List, Optional, Tuple


def f(x: Tensor) -> Tuple[Tensor, Tensor]:
    return x, x, x
