# >>> inputs
# x:float32[B,2]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(2, 2); n = 0
# x = torch.randn(5, 2); n = 1
# x = torch.randn(4, 2); n = 4
# <<<
# Wrong if a while loop storing at its counter's index writes the wrong rows, or one trip too many.
import torch
from torch import Tensor


def f(x: Tensor, n: int) -> Tensor:
    j = 0
    while j < n:
        x[j, 0] = x[j, 1] + float(j)
        j += 1
    return x
