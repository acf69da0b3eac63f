# Span extraction as users write it: argmax start, a while loop walking the end while scores
# stay high, Optional best span as a tuple, a list of spans of run-time length, and ints from
# .item() used as slice bounds.
# >>> min-opset
# 16
# <<<
# >>> inputs
# start:float32[L]
# end:float32[L]
# thr:float32[]
# <<<
# >>> sets
# start = torch.tensor([0.1, 0.9, 0.3, 0.2]); end = torch.tensor([0.2, 0.5, 0.8, 0.1]); thr = torch.tensor(0.4)
# start = torch.tensor([0.9]); end = torch.tensor([0.1]); thr = torch.tensor(0.5)
# start = torch.tensor([0.1, 0.2, 0.3]); end = torch.tensor([0.9, 0.9, 0.9]); thr = torch.tensor(2.0)
# <<<
import torch
from torch import Tensor
from typing import List, Optional, Tuple


def f(start: Tensor, end: Tensor, thr: Tensor) -> Tuple[int, int, int, Tensor]:
    spans: List[Tuple[int, int]] = []
    best: Optional[Tuple[int, int]] = None
    i = int(start.argmax().item())
    j = i
    while j + 1 < end.size(0) and bool(end[j + 1] > thr):
        j += 1
    if bool(start[i] > thr):
        best = (i, j)
        spans.append((i, j))
    for k in range(start.size(0)):
        if k != i and bool(start[k] > thr):
            spans.append((k, k))
    lo = -1
    hi = -1
    if best is not None:
        lo, hi = best
    mass = end[max(lo, 0):hi + 1].sum()
    return lo, hi, len(spans), mass
