# Lists returned from helpers (of run-time and of known length), extended by the caller, and a
# list of known length returned from the entry (one output per element).
# >>> inputs
# x:float32[n]
# k:int64[]
# <<<
# >>> sets
# x = torch.randn(3); k = 0
# x = torch.randn(4); k = 1
# x = torch.randn(2); k = 5
# <<<
# >>> min-opset
# 13
# <<<
import torch
from typing import List, Tuple
from torch import Tensor


def mk(x: Tensor, n: int) -> List[Tensor]:
    r: List[Tensor] = [x]
    for i in range(n):
        r.append(x * i)
    return r


def two(x: Tensor) -> List[Tensor]:
    return [x, x + 1]


def f(x: Tensor, k: int) -> Tuple[Tensor, List[Tensor], Tensor]:
    a = mk(x, k)
    b = two(x)
    b.append(x * 5)
    return torch.stack(a, 1), b, torch.stack(a + b)
