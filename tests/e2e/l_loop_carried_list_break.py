# Wrong if a break in a loop that appends leaves the list with the elements of the skipped iterations.
# >>> inputs
# x:float32[B]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(2); n = 0
# x = torch.randn(3); n = 2
# x = torch.randn(2); n = 6
# x = torch.randn(3); n = 1
# <<<
# >>> min-opset
# 13
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple


def f(x: Tensor, n: int) -> Tuple[Tensor, int]:
    xs = [x]
    for i in range(n):
        if i == 3:
            break
        xs.append(x * float(i + 2))
    return torch.stack(xs), len(xs)
