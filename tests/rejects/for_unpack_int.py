# torch.jit.script: RuntimeError: int cannot be used as a tuple
import torch
import math
import torch.nn.functional as F
from torch import Tensor
from typing import List, Optional, Tuple


def f(x: Tensor) -> Tensor:
    for i, j in range(3):
        x = x + i
    return x
