# torch.jit.script: SyntaxError: f-string: expecting '}'
import torch
from torch import Tensor
from typing import List, Optional, Tuple


def f(x: Tensor, n: int) -> Tensor:
    s = f"{n"
    return x
