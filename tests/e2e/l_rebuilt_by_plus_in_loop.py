# Wrong if `xs = xs + [t]` in a loop (a new list each time) is merged wrongly across iterations.
# >>> inputs
# x:float32[B]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(2); n = 0
# x = torch.randn(3); n = 1
# x = torch.randn(2); n = 4
# <<<
# >>> min-opset
# 13
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple


def f(x: Tensor, n: int) -> Tuple[Tensor, int, int]:
    xs = [x]
    first = xs
    for i in range(n):
        xs = xs + [xs[-1] + 1.0]
    return torch.stack(xs), len(xs), len(first)
