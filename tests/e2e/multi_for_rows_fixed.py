# >>> inputs
# x:float32[3,B]
# <<<
# >>> sets
# x = torch.randn(3, 1)
# x = torch.randn(3, 2)
# x = torch.randn(3, 6)
# <<<
# for row in x with a fixed count, rows of a transposed view (columns), break and continue
import torch
from torch import Tensor
from typing import List, Tuple


def f(x: Tensor):
    out = torch.zeros_like(x[0])
    for r in x:
        if bool(r.sum() > 100.0):
            continue
        out += r
    k = 0
    for c in x.t():
        k += 1
        if k == 2:
            break
        c.fill_(7.0)
    return out, x, k
