# >>> inputs
# x:float32[2]
# k:int64[]
# <<<
# >>> sets
# x = torch.randn(2); k = 1
# x = torch.randn(2); k = 2
# x = torch.randn(2); k = 3
# <<<
import torch
from torch import Tensor
from typing import Optional


def f(x: Tensor, k: int) -> Tensor:
    if k == 0:
        raise ZeroDivisionError("k is 0") from None
    return x / k
