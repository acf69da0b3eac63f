# torch.jit.script: RuntimeError:
#   Variable 'n' is annotated with type int but is being assigned to a value of type Tensor
import torch
from torch import Tensor
from typing import List, Optional, Tuple


def f(x: Tensor) -> Tensor:
    n: int = x
    return x + n
