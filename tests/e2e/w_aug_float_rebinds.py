# >>> inputs
# x:float32[B]
# k:float32[]
# <<<
# >>> sets
# x = torch.randn(2); k = 0.5
# x = torch.randn(5); k = -1.25
# x = torch.randn(3); k = 2.0
# <<<
# Wrong if `s += 0.5` on a float shares the update with another name holding the same float.
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, k: float) -> Tuple[Tensor, float]:
    s = k
    t = s
    s += 0.5
    s *= 2.0
    return x * t + s, t
