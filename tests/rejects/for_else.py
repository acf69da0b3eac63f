# torch.jit.script: NotSupportedError: else branches of for loops aren't supported
import torch
from torch import Tensor
from typing import List, Optional, Tuple


def f(x: Tensor, n: int) -> Tensor:
    for i in range(n):
        x = x + i
    else:
        x = x - 1
    return x
