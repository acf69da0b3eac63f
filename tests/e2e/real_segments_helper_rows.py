# A helper returning a List[Tuple[int, int]] whose length is known only at run time (the
# runs of equal labels), iterated by the caller with tuple unpacking to pool each run; the
# list of tuples is passed back field by field. No rows, one row, one run, several runs.
# >>> inputs
# x:float32[N,3]
# labels:int64[N]
# <<<
# >>> sets
# x = torch.randn(0, 3); labels = torch.zeros(0, dtype=torch.long)
# x = torch.randn(1, 3); labels = torch.tensor([4])
# x = torch.randn(4, 3); labels = torch.tensor([2, 2, 2, 2])
# x = torch.randn(7, 3); labels = torch.tensor([0, 0, 1, 1, 1, 0, 2])
# <<<
# >>> min-opset
# 13
# <<<
import torch
from torch import Tensor
from typing import List, Tuple, Dict


def segments(labels: Tensor) -> List[Tuple[int, int]]:
    out: List[Tuple[int, int]] = []
    start = 0
    n = labels.size(0)
    for i in range(1, n + 1):
        if i == n or bool(labels[i] != labels[start]):
            out.append((start, i))
            start = i
    return out


def f(x: Tensor, labels: Tensor) -> Tuple[Tensor, int]:
    segs = segments(labels)
    pooled: List[Tensor] = []
    for a, b in segs:
        pooled.append(x[a:b].mean(0))
    if len(pooled) == 0:
        return torch.zeros(0, x.size(1)), 0
    return torch.stack(pooled), len(segs)
