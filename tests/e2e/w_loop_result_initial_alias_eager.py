# A write after a loop to the loop's result, which is the initial tensor when the loop did
# not run (n = 0), and which another name holds (a = x.detach()): the write reaches a.
# TorchScript 1.13 drops the write as dead code (its alias analysis does not see that a
# loop's result may be its initial value), so the truth here is eager PyTorch (the truth
# block); scriptc matches it. Found by tests/gen (seed 20296 of --all --size 3).
# >>> truth
# eager
# <<<
# >>> inputs
# x:float32[B,4]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(3, 4); n = 0
# x = torch.randn(2, 4); n = 1
# x = torch.randn(3, 4); n = 3
# <<<
import torch
from torch import Tensor


def f(x: Tensor, n: int):
    a = x.detach()
    for i in range(n):
        x[0] -= 1.0
        x = torch.clamp(x, -8.0, 8.0)
    x[-1, 0] = 7.0
    return a * 2.0
