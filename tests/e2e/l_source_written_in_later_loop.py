# x, held at position 0, written in a loop after the list is built: the loop carries the list, which holds the initial list's tensors where it does (the body only puts values back), so each run's write is followed.
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
from typing import List, Tuple


def f(x: Tensor, n: int) -> Tensor:
    xs = [x]
    for i in range(n):
        xs.append(x * float(i))
    for i in range(n):
        x.add_(1.0)
    return torch.stack(xs)
