# enumerate and zip over lists of known length and of run-time length (a Loop then).
# >>> inputs
# x:float32[n]
# k:int64[]
# <<<
# >>> sets
# x = torch.randn(3); k = 0
# x = torch.randn(4); k = 1
# x = torch.randn(2); k = 5
# <<<
# >>> min-opset
# 13
# <<<
import torch
from typing import List
from torch import Tensor


def f(x: Tensor, k: int) -> Tensor:
    xs = [x, x * 2]
    ws = [3, 4, 5]
    acc = x * 0
    for i, (t, w) in enumerate(zip(xs, ws)):
        acc = acc + t * w + i
    ys: List[Tensor] = [x]
    for i in range(k):
        ys.append(x + i)
    for j, t in enumerate(ys, 1):
        acc = acc + t * j
    for t, u in zip(ys, xs):
        acc = acc - t * u
    return acc
