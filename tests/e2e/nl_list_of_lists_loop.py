# A List[List[float]] grown in a loop (its rows of different, run-time lengths), then
# iterated, popped, inserted and reversed; the loop runs 0, 1 and many times.
# >>> inputs
# n:int64[]
# x:float32[3]
# <<<
# >>> sets
# n = 0; x = torch.tensor([1.0, 2.0, 3.0])
# n = 1; x = torch.tensor([0.5, -1.0, 2.0])
# n = 4; x = torch.tensor([-1.0, 0.0, 4.0])
# <<<
# >>> min-opset
# 13
# <<<
import torch
from torch import Tensor
from typing import List, Tuple


def f(n: int, x: Tensor) -> Tuple[int, int, float, float]:
    rows: List[List[float]] = []
    for i in range(n):
        r: List[float] = []
        for j in range(i):
            r.append(float(j) * 0.5 + x[j % 3].item())
        rows.append(r)
    rows.append([1.5, 2.5])
    tot = 0.0
    cnt = 0
    for r in rows:
        cnt += len(r)
        tot = tot * 0.5 + sum(r)
    p = rows.pop()
    rows.insert(0, p)
    rows.reverse()
    return len(rows), cnt, tot, rows[-1][0] + rows[0][-1] if len(rows[0]) > 0 else rows[-1][1]
