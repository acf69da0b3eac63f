# >>> inputs
# x:float32[B,3]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(2, 3); n = 0
# x = torch.randn(5, 3); n = 1
# x = torch.randn(4, 3); n = 6
# <<<
# Wrong if writes before and after `continue`/`break` in a while loop are applied on the wrong trips.
import torch
from torch import Tensor


def f(x: Tensor, n: int) -> Tensor:
    y = x.view(-1)
    j = 0
    while j < n:
        j += 1
        y[0] += 1.0
        if j % 2 == 0:
            continue
        x[-1] *= -1.0
        if j >= 5:
            break
    return x
