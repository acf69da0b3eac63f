# torch.jit.script: RuntimeError: 'int' object is not iterable
import torch
from torch import Tensor
from typing import List, Optional, Tuple


def f(x: Tensor, n: int) -> Tensor:
    for i in n:
        x = x + i
    return x
