# A list rebound by a loop to the same length on most runs but to a shorter one on the
# third (hs = [x]): its length depends on the runs, so it is carried as a sequence (the
# loop is built again so); and a list rebound by a loop that may return it early.
# >>> inputs
# x:float32[n]
# k:int64[]
# <<<
# >>> sets
# x = torch.randn(3); k = 0
# x = torch.tensor([0.5, 0.25]); k = 2
# x = torch.randn(4); k = 5
# x = torch.tensor([2.0, 3.0]); k = 3
# <<<
# >>> min-opset
# 13
# <<<
import torch
from typing import List
from torch import Tensor


def shorter(x: Tensor, k: int) -> List[Tensor]:
    hs = [x, x]
    for i in range(k):
        if i == 2:
            hs = [x]
        else:
            hs = [hs[0] + 1.0, hs[-1]]
    return hs


def early(x: Tensor, k: int) -> List[Tensor]:
    hs = [x, x]
    for i in range(k):
        if bool(hs[0].sum() > 3):
            return hs
        hs = [hs[0] + 1.0, hs[1] * 2.0]
    return hs


def f(x: Tensor, k: int):
    s = shorter(x, k)
    return torch.stack(s).sum(0), len(s), early(x, k)
