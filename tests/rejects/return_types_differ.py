# torch.jit.script: RuntimeError:
#   Previous return statement returned a value of type Tensor but this return statement r...
import torch
from torch import Tensor
from typing import List, Optional, Tuple


def f(x: Tensor, n: int):
    if n > 0:
        return x
    return n
