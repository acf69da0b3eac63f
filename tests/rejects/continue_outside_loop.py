# torch.jit.script: SyntaxError:
#   'continue' not properly in loop (continue_outside_loop.py, line 7)
import torch
from torch import Tensor
from typing import List, Optional, Tuple


def f(x: Tensor) -> Tensor:
    continue
    return x
