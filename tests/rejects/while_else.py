# torch.jit.script: TypeError:
#   __init__(): incompatible constructor arguments. The following argument types are supp...
import torch
from torch import Tensor
from typing import List, Optional, Tuple


def f(x: Tensor, n: int) -> Tensor:
    while n > 0:
        n = n - 1
    else:
        x = x + 1
    return x
