# torch.jit.script: RuntimeError:
#   Variable 't' is annotated with type Tensor but is being assigned to a value of type int
import torch
from torch import Tensor
from typing import List, Optional, Tuple


def f(x: Tensor) -> Tensor:
    t: Tensor = 1
    return x + t
