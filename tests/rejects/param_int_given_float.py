# torch.jit.script: RuntimeError: g(Tensor x, int k) -> Tensor
import torch
import math
import torch.nn.functional as F
from torch import Tensor
from typing import List, Optional, Tuple


def g(x: Tensor, k: int) -> Tensor:
    return x * k


def f(x: Tensor) -> Tensor:
    return g(x, 2.5)
