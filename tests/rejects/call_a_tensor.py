# torch.jit.script: RuntimeError: cannot call a value of type 'Tensor'
import torch
from torch import Tensor
from typing import List, Optional, Tuple


def f(x: Tensor) -> Tensor:
    return x(1)
