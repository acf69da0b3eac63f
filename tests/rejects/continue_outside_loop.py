# torch.jit.script: SyntaxError:
#   'continue' not properly in loop
import torch
from torch import Tensor
from typing import List, Optional, Tuple


def f(x: Tensor) -> Tensor:
    continue
    return x
