# torch.jit.script: RuntimeError:
#   if-expression's true branch has type Tensor but false branch has type Tuple[Tensor, T...
import torch
import math
import torch.nn.functional as F
from torch import Tensor
from typing import List, Optional, Tuple


def f(x: Tensor, n: int) -> Tensor:
    y = x if n > 0 else (x, x)
    return x
