# torch.jit.script: UnsupportedNodeError: NamedExpr aren't supported
import torch
from torch import Tensor
from typing import List, Optional, Tuple


def f(x: Tensor, n: int) -> Tensor:
    if (m := n + 1) > 2:
        x = x + m
    return x
