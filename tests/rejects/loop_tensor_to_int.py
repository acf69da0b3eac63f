# torch.jit.script: RuntimeError:
#   Variable 'y' previously had type Tensor but is now being assigned to a value of type int
import torch
import math
import torch.nn.functional as F
from torch import Tensor
from typing import List, Optional, Tuple


def f(x: Tensor, n: int) -> Tensor:
    y = x
    for i in range(n):
        y = i
    return x
