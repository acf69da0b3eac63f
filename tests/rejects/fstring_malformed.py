# torch.jit.script: SyntaxError: f-string: expecting '}' (fstring_malformed.py, line 7)
import torch
from torch import Tensor
from typing import List, Optional, Tuple


def f(x: Tensor, n: int) -> Tensor:
    s = f"{n"
    return x
