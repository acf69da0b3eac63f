# x, held at position 0, is written on one branch (followed) and the list is read on the other:
# the write is not on the other branch's path, so its read is fine, as in PyTorch.
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


def f(x: Tensor, n: int) -> Tuple[Tensor, Tensor]:
    xs = [x]
    for i in range(n):
        xs.append(x * float(i))
    y = x * 0.0
    if n > 1:
        x.add_(5.0)
    else:
        y = torch.stack(xs).sum(0)
    return torch.stack(xs), y
