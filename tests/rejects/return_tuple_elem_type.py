# torch.jit.script: RuntimeError:
#   Return value was annotated as having type Tuple[Tensor, int] but is actually of type ...
import torch
from torch import Tensor
from typing import List, Optional, Tuple


def f(x: Tensor) -> Tuple[Tensor, int]:
    return x, 1.5
