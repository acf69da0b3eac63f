# torch.jit.script: RuntimeError: 'int' object is not subscriptable
import torch
from torch import Tensor
from typing import List, Optional, Tuple


def f(x: Tensor, n: int) -> Tensor:
    return x + n[0]
