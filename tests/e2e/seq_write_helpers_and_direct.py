# The tensor a list holds is written directly, by a helper, by another helper and
# directly again: the list follows every write.
# >>> inputs
# x:float32[B]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(2); n = 0
# x = torch.randn(3); n = 1
# x = torch.randn(2); n = 3
# <<<
# >>> min-opset
# 13
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple


def scale(t: Tensor, k: float) -> None:
    t.mul_(k)


def shift(t: Tensor) -> None:
    t.add_(1.0)


def f(x: Tensor, n: int) -> Tuple[Tensor, Tensor]:
    xs = [x]
    for i in range(n):
        xs.append(x * float(i))
    x.mul_(2.0)
    scale(x, 3.0)
    shift(x)
    x.sub_(0.5)
    return torch.stack(xs).sum(0), x
