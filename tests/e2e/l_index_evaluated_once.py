# An index, a slice bound and a subscript target are evaluated once: xs[ys.pop()] pops once
# (reading, writing, op= and slicing), as in Python.
# >>> inputs
# x:float32[n]
# <<<
# >>> sets
# x = torch.ones(2)
# x = torch.randn(3)
# x = torch.randn(1)
# <<<
import torch
from typing import List
from torch import Tensor


def f(x: Tensor) -> Tensor:
    xs = [x, x * 2, x * 3, x * 4]
    ys = [0, 1, 2, 3, 1, 2]
    a = xs[ys.pop()]
    xs[ys.pop()] = x * 10
    xs[ys.pop()] += x
    b = xs[:ys.pop()]
    return a + torch.stack(xs).sum(0) + torch.stack(b).sum(0) * 100 + len(ys)
