# Wrong if the list holds copies: each t is appended, then written in the same body run, so the list
# holds the written tensors (the write is followed to the last position). Was errors/seq_stale_write_in_body.
# >>> inputs
# x:float32[B,3]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(2, 3); n = 0
# x = torch.randn(3, 3); n = 1
# x = torch.randn(2, 3); n = 4
# <<<
# >>> min-opset
# 13
# <<<
import torch
from torch import Tensor
from typing import List, Tuple


def f(x: Tensor, n: int) -> Tuple[Tensor, Tensor]:
    xs: List[Tensor] = []
    for i in range(n):
        t = x[0] * 1.0
        xs.append(t)
        t.add_(1.0)
    return x, torch.cat(xs + [x[1]])
