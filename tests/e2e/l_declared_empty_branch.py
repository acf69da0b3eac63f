# A list declared List[Tensor] and empty, given an element on one branch only: its length
# differs between branches (a sequence), and its dtype comes from the element, not the
# declaration (tests/gen --size 2 seed 1033 with lists found the untyped sequence).
# >>> inputs
# x:float32[n]
# <<<
# >>> sets
# x = torch.ones(3)
# x = -torch.ones(2)
# x = torch.randn(4)
# <<<
# >>> min-opset
# 13
# <<<
import torch
from typing import List, Tuple
from torch import Tensor


def f(x: Tensor) -> Tuple[int, Tensor]:
    L: List[Tensor] = []
    y = x.to(torch.float64)
    if bool(x.sum() > 0):
        z = x * 2
    else:
        L += [y * 3]
        z = L[-1].float()
    if len(L) > 0:
        z = z + L[0].float()
    return len(L), z
