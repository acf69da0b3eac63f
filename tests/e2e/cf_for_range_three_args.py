# range(start, stop, step) with a positive run-time step.
# >>> inputs
# x:float32[n,2]
# start:int64[]
# stop:int64[]
# step:int64[]
# <<<
# >>> sets
# x = torch.randn(2, 2); start = 0; stop = 10; step = 3
# x = torch.randn(3, 2); start = 5; stop = 6; step = 4
# x = torch.randn(4, 2); start = 7; stop = 3; step = 2
# x = torch.randn(5, 2); start = -4; stop = 9; step = 1
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, start: int, stop: int, step: int) -> Tuple[Tensor, int]:
    last = -100
    for i in range(start, stop, step):
        x = torch.sin(x) + i
        last = i
    return x, last
