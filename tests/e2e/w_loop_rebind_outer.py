# Issue 18 item 14: a tensor a loop carries that a run rebinds to a tensor made before the
# loop (y = w): the first run's y.add_ writes the fresh y, every later one writes w (and so
# every alias of w, here v).  TorchScript 1.13 drops y.add_ as dead code (its alias analysis
# does not see that the loop's y may be w on a later run: scripted, w stays x + 2 for every
# n), so the truth here is eager PyTorch; w_loop_rebind_outer_read is the same program with
# y read in the body, where TorchScript keeps the write and agrees.
# >>> truth
# eager
# <<<
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
    for i in range(n):
        y.add_(1)
        y = w
    return y, w, v, x
