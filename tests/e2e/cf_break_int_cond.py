# break on an int condition; statements after the if are skipped on the breaking iteration.
# >>> inputs
# x:float32[m]
# n:int64[]
# stop:int64[]
# <<<
# >>> sets
# x = torch.randn(3); n = 0; stop = 2
# x = torch.randn(2); n = 5; stop = 0
# x = torch.randn(4); n = 6; stop = 1
# x = torch.randn(5); n = 8; stop = 4
# x = torch.randn(3); n = 3; stop = 10
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, n: int, stop: int) -> Tuple[Tensor, int]:
    last = -1
    for i in range(n):
        if i == stop:
            break
        x = x * 2.0 + 1.0
        last = i
    return x, last
