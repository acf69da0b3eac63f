# >>> inputs
# x:float32[B,3]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(2, 3); n = 1
# x = torch.randn(4, 3); n = 2
# x = torch.randn(2, 3); n = 5
# <<<
# >>> min-opset
# 13
# <<<
# ys is a copy of xs holding the same tensors, and xs[0] is written: the write is put back into
# both lists (their contents are one sequence), so torch.cat(ys) shows it. Was
# errors/seq_stale_copy.
import torch
from torch import Tensor
from typing import List, Tuple


def f(x: Tensor, n: int) -> Tuple[Tensor, Tensor]:
    xs: List[Tensor] = []
    for i in range(n):
        xs.append(x[0] * 1.0)
    ys = xs.copy()
    xs[0].mul_(2.0)
    return x, torch.cat(ys + [x[1]])
