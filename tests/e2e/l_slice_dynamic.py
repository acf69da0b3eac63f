# Wrong if slicing a loop-grown list uses its static part's length (the slice may be empty).
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
    for i in range(n):
        xs.append(x * float(i + 2))
    tail = xs[1:]
    head = xs[:2]
    acc = torch.zeros_like(x)
    for t in tail:
        acc = acc + t
    return acc + torch.stack(head).sum(0), len(tail), len(xs[-2:])
