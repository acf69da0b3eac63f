# Issue 23's lean forms, as users write them: narrow and select views
# >>> inputs
# x:float32[B,T,D]
# <<<
# >>> sets
# x = torch.randn(2, 10, 8)
# x = torch.randn(3, 5, 8)
# x = torch.randn(1, 7, 5)
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor]:
    first = x.select(1, 0)
    last = x[:, -1]
    mid = x.narrow(1, 1, 3)
    half = x.narrow(2, 0, x.size(2) // 2)
    return first, last, mid.sum(1), half * 2.0
