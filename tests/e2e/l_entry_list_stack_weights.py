# List inputs used as users use them: a List[int] of run-time length popped as a stack
# in a while loop (continue on a value seen before: `in` on a List[int] built in the
# loop), and a List[float] of known length unpacked into three floats and enumerated.
# Empty, one and five elements on the stack.
# >>> inputs
# x:float32[N]
# stack:int64[k]
# w:float64[3]
# <<<
# >>> sets
# x = torch.randn(4); stack = []; w = [0.5, -1.0, 2.0]
# x = torch.randn(5); stack = [3]; w = [1.0, 1.0, 1.0]
# x = torch.randn(4); stack = [1, -2, 0, 3, 2]; w = [0.25, 0.0, -3.5]
# <<<
import torch
from torch import Tensor
from typing import List


def f(x: Tensor, stack: List[int], w: List[float]):
    acc = x.clone()
    seen: List[int] = []
    while len(stack) > 0:
        d = stack.pop()
        if d in seen:
            continue
        seen.append(d)
        acc = acc * 0.5 + float(d)
    a, b, c = w
    y = x * a + x * x * b + c
    for i, wi in enumerate(w):
        y = y + wi * i
    return acc, seen, y, len(stack)
