# >>> inputs
# x:float32[b]
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
# Elements of different ranks in one list (x, then x[None], x[None][None], ...): a sequence
# whose element type has no rank; element i has rank i + 1.
import torch
from torch import Tensor
from typing import List


def f(x: Tensor, n: int) -> List[Tensor]:
    xs: List[Tensor] = []
    for i in range(n):
        xs.append(x + float(i))
        x = x.unsqueeze(0)
    return xs
