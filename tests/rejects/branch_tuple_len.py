# torch.jit.script: RuntimeError:
#   Type mismatch: t is set to type Tuple[Tensor, Tensor] in the true branch and type Tup...
import torch
import math
import torch.nn.functional as F
from torch import Tensor
from typing import List, Optional, Tuple


def f(x: Tensor, n: int) -> Tensor:
    if n > 0:
        t = (x, x)
    else:
        t = (x,)
    return t[0]
