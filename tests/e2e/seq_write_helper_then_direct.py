# A helper writes the tensor a list of run-time length holds, then the caller writes it
# again directly: the list follows both writes (issue 18: it followed only the first).
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


def f(x: Tensor, n: int) -> Tensor:
    xs = [x]
    for i in range(n):
        xs.append(x * float(i))
    scale(x, 4.0)
    x.mul_(4.0)
    return torch.stack(xs).sum(0)
