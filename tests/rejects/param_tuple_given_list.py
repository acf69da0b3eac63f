# torch.jit.script: RuntimeError: g((Tensor, Tensor) t) -> Tensor
import torch
import math
import torch.nn.functional as F
from torch import Tensor
from typing import List, Optional, Tuple


def g(t: Tuple[Tensor, Tensor]) -> Tensor:
    return t[0]


def f(x: Tensor) -> Tensor:
    return g([x, x])
