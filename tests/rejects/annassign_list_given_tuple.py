# torch.jit.script: RuntimeError:
#   Variable 't' is annotated with type List[int] but is being assigned to a value of typ...
import torch
from torch import Tensor
from typing import List, Optional, Tuple


def f(x: Tensor) -> Tensor:
    t: List[int] = (1, 2)
    return x
