# torch.jit.script: RuntimeError: undefined value z
import torch
from torch import Tensor
from typing import List, Optional, Tuple


def f(x: Tensor) -> Tensor:
    return x + z
