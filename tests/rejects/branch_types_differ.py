# torch.jit.script: RuntimeError:
#   Type mismatch: y is set to type Tensor in the true branch and type int in the false b...
import torch
from torch import Tensor
from typing import List, Optional, Tuple


def f(x: Tensor, n: int) -> Tensor:
    if n > 0:
        y = x
    else:
        y = 1
    return x + y
