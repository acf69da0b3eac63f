# A local named like a global function shadows it in its function only: the helper it calls still calls the global.
# >>> inputs
# x:float32[b,3]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(2, 3); n = 0
# x = torch.randn(3, 3); n = 1
# x = torch.randn(2, 3); n = 4
# <<<
import torch
from torch import Tensor
from typing import Tuple


def scale(x: Tensor) -> Tensor:
    return x * 2.0


def shift(x: Tensor) -> Tensor:
    return scale(x) + 1.0


def f(x: Tensor, n: int) -> Tuple[Tensor, Tensor]:
    scale = x * 3.0
    for i in range(n):
        scale = shift(scale)
    if n > 1:
        shift = scale - 1.0
    else:
        shift = scale + 1.0
    return scale, shift
