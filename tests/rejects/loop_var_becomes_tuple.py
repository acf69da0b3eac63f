# torch.jit.script: RuntimeError:
#   Variable 'y' previously had type Tensor but is now being assigned to a value of type ...
import torch
from torch import Tensor
from typing import List, Optional, Tuple


def f(x: Tensor, n: int) -> Tensor:
    y = x
    for i in range(n):
        y = (y, x)
    return x
