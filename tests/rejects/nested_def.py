# torch.jit.script: UnsupportedNodeError: function definitions aren't supported
import torch
from torch import Tensor
from typing import List, Optional, Tuple


def f(x: Tensor) -> Tensor:
    def g(a: Tensor) -> Tensor:
        return a + 1
    return g(x)
