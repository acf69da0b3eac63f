# torch.jit.script: RuntimeError:
#   Variable 'i' previously had type float but is now being assigned to a value of type int
import torch
from torch import Tensor
from typing import List, Optional, Tuple


def f(x: Tensor) -> Tensor:
    i = 0.5
    for i in range(3):
        x = x + 1
    return x + i
