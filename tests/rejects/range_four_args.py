# torch.jit.script: RuntimeError: range expected at most 3 arguments, got 4
import torch
import math
import torch.nn.functional as F
from torch import Tensor
from typing import List, Optional, Tuple


def f(x: Tensor) -> Tensor:
    for i in range(1, 2, 3, 4):
        x = x + i
    return x
