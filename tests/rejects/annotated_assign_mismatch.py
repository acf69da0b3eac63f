# torch.jit.script: RuntimeError:
#   Variable 'a' is annotated with type int but is being assigned to a value of type float
import torch
from torch import Tensor
from typing import List, Optional, Tuple


def f(x: Tensor) -> Tensor:
    a: int = 1.5
    return x + a
