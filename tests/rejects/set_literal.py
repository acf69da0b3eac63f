# torch.jit.script: UnsupportedNodeError: Set aren't supported
import torch
from torch import Tensor
from typing import List, Optional, Tuple


def f(x: Tensor) -> Tensor:
    s = {1, 2}
    return x
