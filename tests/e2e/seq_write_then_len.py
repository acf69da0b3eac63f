# >>> inputs
# x:float32[B,3]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(2, 3); n = 0
# x = torch.randn(3, 3); n = 1
# x = torch.randn(4, 3); n = 3
# <<<
# >>> min-opset
# 13
# <<<
# A tensor whose value went into a list of run-time length (an ONNX sequence) is written in
# place afterwards; the list is only measured (len), so the stale sequence is never read.
import torch
from torch import Tensor
from typing import List, Tuple


def f(x: Tensor, n: int) -> Tuple[Tensor, int]:
    steps: List[Tensor] = []
    h = x.mean(0)
    for i in range(n):
        h = torch.tanh(h * 0.5 + float(i))
        steps.append(h)
    h.mul_(2.0)
    x.sub_(x.mean(0, keepdim=True))
    return h + x.sum(0), len(steps)
