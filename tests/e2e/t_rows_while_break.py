# Wrong if break/continue in a loop over a list of tuples, or a while loop draining one
# (a stack of (Tensor, int, Tensor) triples), takes the wrong elements.
# >>> inputs
# x:float32[B,2]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(2, 2); n = 0
# x = torch.randn(3, 2); n = 1
# x = torch.randn(2, 2); n = 5
# <<<
# >>> min-opset
# 13
# <<<
import torch
from torch import Tensor
from typing import List, Tuple


def f(x: Tensor, n: int) -> Tuple[Tensor, Tensor, int]:
    stack: List[Tuple[Tensor, int, Tensor]] = [(x, 0, x.sum(1))]
    out = torch.zeros_like(x)
    steps = 0
    while len(stack) > 0:
        t, d, s = stack.pop()
        out = out + t * float(d)
        steps += 1
        if d < n:
            stack.append((t * 0.5, d + 1, s + 1.0))
    fixed = [(x, 1), (x * 2.0, 2), (x * 3.0, 3)]
    acc = torch.zeros_like(x)
    for t, k in fixed:
        if k > n:
            break
        if k == 2:
            continue
        acc = acc + t
    return out, acc, steps
