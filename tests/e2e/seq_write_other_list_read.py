# >>> inputs
# x:float32[B,3]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(2, 3); n = 0
# x = torch.randn(3, 3); n = 1
# x = torch.randn(4, 3); n = 3
# <<<
# >>> min-opset
# 13
# <<<
# x is written after one list of run-time length took its row; another list, made after the
# write, is read: only the first sequence is stale, and it is not read.
import torch
from torch import Tensor
from typing import List, Tuple


def f(x: Tensor, n: int) -> Tuple[Tensor, Tensor, int]:
    hist: List[Tensor] = [x.sum(0)]
    for i in range(n):
        hist.append(x[0] * float(i))
    x.add_(1.0)
    feats = [t * 2.0 for t in [x[0], x[1]]]
    return x, torch.stack(feats), len(hist)
