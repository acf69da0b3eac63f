# torch.jit.script: RuntimeError: g(Tensor x, Tensor? k) -> Tensor
import torch
import math
import torch.nn.functional as F
from torch import Tensor
from typing import List, Optional, Tuple


def g(x: Tensor, k: Optional[Tensor]) -> Tensor:
    return x


def f(x: Tensor) -> Tensor:
    return g(x, 1)
