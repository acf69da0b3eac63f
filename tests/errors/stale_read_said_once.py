# >>> stderr
# stale_read_said_once.py:19:9: error: 'v' may share its memory with a tensor that was written in place since it was made (it is an element of a list whose length is known only at run time, which may be a tensor that went into the list), so its value cannot be known here; use .clone() where it is made
#    19 |     w = v * 2.0
#       |         ^
# <<<
# A tensor read out of a list of run-time length may be one that was written in place
# since: its value is unknown, said once at its first read, not at every read after.
import torch
from torch import Tensor
from typing import List


def f(x: Tensor, n: int) -> Tensor:
    xs: List[Tensor] = []
    for i in range(n):
        xs.append(x)
    v = xs[0]
    x.add_(1.0)
    w = v * 2.0
    return v + w + v.sum()
