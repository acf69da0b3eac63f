# torch.jit.script: RuntimeError: Unknown type name 'a'
import torch
import math
import torch.nn.functional as F
from torch import Tensor
from typing import List, Optional, Tuple


def f(x: Tensor) -> Tensor:
    if isinstance(x, 'a'):
        return x
    return -x
