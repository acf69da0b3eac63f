# torch.jit.script: RuntimeError:
#   Previous return statement returned a value of type int but this return statement retu...
import torch
from torch import Tensor
from typing import List, Optional, Tuple


def f(x: Tensor, n: int):
    for i in range(n):
        if i > 2:
            return i
    return x
