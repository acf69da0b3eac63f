# torch.jit.script: NotSupportedError:
#   Compiled functions can't take variable number of arguments or use keyword-only argume...
import torch
from torch import Tensor
from typing import List, Optional, Tuple


def g(a: Tensor, *, b: int = 1) -> Tensor:
    return a + b


def f(x: Tensor) -> Tensor:
    return g(x, b=2)
