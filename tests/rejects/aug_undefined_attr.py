# torch.jit.script: RuntimeError: 'Tensor' object has no attribute or method 'foo'.
import torch
import math
import torch.nn.functional as F
from torch import Tensor
from typing import List, Optional, Tuple


def f(x: Tensor) -> Tensor:
    x.foo += 1
    return x
