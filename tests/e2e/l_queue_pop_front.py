# Wrong if a FIFO queue (pop(0) while appending in the same while loop) processes elements in LIFO order or stops early.
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


def f(x: Tensor, n: int) -> Tuple[Tensor, int]:
    queue = [(x, 0)]
    acc = torch.zeros_like(x)
    seen = 0
    while len(queue) > 0:
        t, d = queue.pop(0)
        acc = acc * 2.0 + t
        seen += 1
        if d < n:
            queue.append((t + 1.0, d + 1))
            queue.append((t * -1.0, d + 1))
    return acc, seen
