# `for i, t in enumerate(xs)` with `continue` or `break` over a list of known length: a Loop
# over the list as a sequence, as `for t in xs` with them already was (it was "break/continue
# in a loop over a tuple is not supported"; seed 40012 of the generator, --all --size 2).
# >>> inputs
# x:float32[B,4]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(5, 4); n = 0
# x = torch.randn(6, 4); n = 1
# x = torch.randn(5, 4); n = 3
# <<<
import torch
from torch import Tensor
from typing import List, Tuple


def f(x: Tensor, n: int) -> Tuple[Tensor, int]:
    xs = [x, x * 2.0, x - 1.0]
    acc = torch.zeros_like(x)
    last = -1
    for i, t in enumerate(xs):
        if i == n:
            continue
        acc = acc + t * float(i)
        if i >= n + 1:
            break
        last = i
    for j, u in enumerate(xs, 1):
        if j == n:
            break
        acc = acc + u * float(j)
    return acc, last
