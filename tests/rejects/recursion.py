# torch.jit.script: RuntimeError:
#   function 'f' is called recursively. Recursive calls are not supported
import torch
from torch import Tensor
from typing import List, Optional, Tuple


def f(x: Tensor, n: int) -> Tensor:
    if n > 0:
        return f(x, n - 1)
    return x
