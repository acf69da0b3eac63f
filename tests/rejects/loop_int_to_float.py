# torch.jit.script: RuntimeError:
#   Variable 'k' previously had type int but is now being assigned to a value of type float
import torch
import math
import torch.nn.functional as F
from torch import Tensor
from typing import List, Optional, Tuple


def f(x: Tensor, n: int) -> Tensor:
    k = 0
    for i in range(n):
        k = k + 0.5
    return x + k
