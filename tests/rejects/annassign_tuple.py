# torch.jit.script: RuntimeError:
#   Variable 't' is annotated with type Tuple[int, int] but is being assigned to a value ...
import torch
from torch import Tensor
from typing import List, Optional, Tuple


def f(x: Tensor) -> Tensor:
    t: Tuple[int, int] = (1, x)
    return x
