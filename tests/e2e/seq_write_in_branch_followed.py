# >>> inputs
# x:float32[B]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(2); n = 0
# x = torch.randn(4); n = 1
# x = torch.randn(2); n = 3
# <<<
# >>> min-opset
# 13
# <<<
# x at position 0 of the list is written on one path only: followed into that branch's
# sequence; the If's merged sequence holds each branch's as it left it. Was
# errors/seq_stale_written_in_branch_followed.
import torch
from torch import Tensor
from typing import List, Tuple


def f(x: Tensor, n: int) -> Tensor:
    xs = [x]
    for i in range(n):
        xs.append(x * float(i))
    if n > 1:
        x.add_(5.0)
    return torch.stack(xs)
