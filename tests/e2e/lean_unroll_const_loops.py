# Loops of a constant count written out (passes/unroll.c): their iteration number a
# constant in each copy, carried values threaded through the copies, a Loop run 0 times
# gone and its results its inputs, nested constant loops, an int carried value, a tensor
# whose shape grows each iteration; a read out of range in the third iteration fails as
# PyTorch's does (the raises set), and a loop of a run-time count stays a Loop.
# >>> inputs
# x:float32[n,4]
# k:int64[]
# <<<
# >>> sets
# x = torch.randn(3, 4); k = 5
# x = torch.randn(5, 4); k = -2
# x = torch.tensor([[float('nan'), -0.0, float('inf'), 1.0], [2.0, -3.0, 0.5, 0.0], [1.0, 1.0, 1.0, 1.0]]); k = 0
# <<<
# >>> raises
# x = torch.randn(2, 4); k = 1
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, k: int) -> Tuple[Tensor, Tensor, int, Tensor, Tensor, Tensor]:
    for i in range(3):
        x = x * 2.0 + x[:, i:i + 1]
    for _ in range(0):
        x = x + 1.0
    for _ in range(1):
        x = x - 0.5
    acc = torch.zeros_like(x[0])
    for i in range(2):
        for j in range(3):
            acc = acc + x[j] * float(i - j)
    t = k
    for i in range(4):
        t = t * 2 + i
    y = x
    for _ in range(2):
        y = torch.cat([y, y * 0.5], 0)
    s = x[0]
    for _ in range(k):
        s = s * 1.5
    return x, acc, t, y, s, x.sum(0)
