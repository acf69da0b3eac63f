# break and continue in a loop over a list of known length (built as a Loop over it) and over
# a list of run-time length; a loop that stops at once, never, and midway.
# >>> inputs
# x:float32[n]
# k:int64[]
# <<<
# >>> sets
# x = torch.ones(3); k = 0
# x = -torch.ones(4); k = 2
# x = torch.randn(2); k = 5
# <<<
# >>> min-opset
# 13
# <<<
import torch
from typing import List
from torch import Tensor


def f(x: Tensor, k: int) -> Tensor:
    xs = [x, x * 2, x * 3, x - 5]
    acc = x * 0
    for t in xs:
        if bool(t.sum() < 0):
            break
        acc = acc + t
    ys: List[Tensor] = []
    for i in range(k):
        ys.append(x + i)
    for t in ys:
        if bool(t.mean() > 2):
            continue
        acc = acc * 2 + t
    return acc
