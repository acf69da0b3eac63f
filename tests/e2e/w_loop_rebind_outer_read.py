# Issue 18 item 14: the program of w_loop_rebind_outer with y read in the body (s), so that
# torch.jit.script keeps the write (the truth here is TorchScript's): the first run writes
# the fresh y, every later one w and its alias v.
# >>> inputs
# x:float32[B,3]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(2, 3); n = 0
# x = torch.randn(4, 3); n = 1
# x = torch.randn(3, 3); n = 2
# x = torch.randn(2, 3); n = 3
# <<<
import torch
from torch import Tensor
from typing import List, Tuple


def f(x: Tensor, n: int) -> Tuple[Tensor, Tensor, Tensor, Tensor]:
    y = x * 1.0
    w = x + 2
    v = w
    s = torch.zeros_like(x)
    for i in range(n):
        y.add_(1)
        s = s + y
        y = w
    return y, w, v, s
