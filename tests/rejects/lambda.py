# torch.jit.script: UnsupportedNodeError: Lambda aren't supported
import torch
from torch import Tensor
from typing import List, Optional, Tuple


def f(x: Tensor) -> Tensor:
    h = lambda a: a + 1
    return h(x)
