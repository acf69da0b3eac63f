# Wrong if a List[float] becomes a float64 or int tensor: torch.tensor(List[float]) is float32.
# >>> inputs
# x:float32[B]
# k:float32[]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(2); k = 0.5; n = 0
# x = torch.randn(3); k = -1.25; n = 1
# x = torch.randn(2); k = 2.0; n = 3
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple


def f(x: Tensor, k: float, n: int) -> Tuple[Tensor, float]:
    fs = [k, 1.5]
    for i in range(n):
        fs.append(k * float(i))
    t = torch.tensor(fs)
    total = 0.0
    for v in fs:
        total += v
    return t, total
