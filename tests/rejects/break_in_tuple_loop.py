# torch.jit.script: RuntimeError:
#   Because we emit iteration over modulelists or tuples as unrolled loops, we do not sup...
import torch
from torch import Tensor
from typing import List, Optional, Tuple


def f(x: Tensor) -> Tensor:
    for t in (x, x):
        break
    return x
