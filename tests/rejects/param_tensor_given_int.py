# torch.jit.script: RuntimeError: g(Tensor x) -> Tensor
import torch
import math
import torch.nn.functional as F
from torch import Tensor
from typing import List, Optional, Tuple


def g(x: Tensor) -> Tensor:
    return x * 2


def f(x: Tensor) -> Tensor:
    return g(3)
