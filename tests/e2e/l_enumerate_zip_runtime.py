# enumerate(zip(xs, ys), start) over lists of run-time length (a Loop over both, the shorter one's length; it was "zip() of a list whose length is known only at run time, outside a for loop"), of known length with break (a Loop over known-length lists too), and a known list zipped with a run-time one with continue.
# >>> inputs
# x:float32[N,3]
# y:float32[M,3]
# <<<
# >>> sets
# x = torch.randn(0, 3); y = torch.randn(2, 3)
# x = torch.randn(1, 3); y = torch.randn(1, 3)
# x = torch.randn(5, 3); y = torch.randn(3, 3)
# x = torch.randn(4, 3); y = torch.randn(6, 3)
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple


def f(x: Tensor, y: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor]:
    xs = x.unbind(0)
    ys = y.unbind(0)
    acc = torch.zeros(3)
    for i, (a, b) in enumerate(zip(xs, ys)):
        acc = acc + a * b * float(i + 1)
    ws = [torch.ones(3), torch.ones(3) * 2.0, torch.ones(3) * 3.0]
    known = torch.zeros(3)
    for j, (w, v) in enumerate(zip(ws, [x.sum(0), y.sum(0), x.mean(0)]), 10):
        if j == 12:
            break
        known = known + w * v + float(j)
    mixed = torch.zeros(3)
    for k, (w, a) in enumerate(zip(ws, xs), start=1):
        if k == 2:
            continue
        mixed = mixed + w * a * float(k)
    n = 0
    for k, (a, b, c) in enumerate(zip(xs, ys, ws)):
        n = n + k
    return acc, known, mixed, torch.tensor(n)
