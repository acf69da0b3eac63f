# >>> inputs
# x:float32[2,B]
# <<<
# >>> sets
# x = torch.randn(2, 1)
# x = torch.randn(2, 3)
# x = torch.randn(2, 5)
# <<<
# unbind pieces through a helper function, written there
import torch
from torch import Tensor
from typing import List, Tuple


def g(p: Tensor, q: Tensor) -> Tensor:
    p.add_(q)
    return p * q


def f(x: Tensor):
    a, b = x.unbind(0)
    return g(a, b), x
