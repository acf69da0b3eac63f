# break in an inner loop only leaves the inner loop; the outer loop keeps going.
# >>> inputs
# x:float32[d]
# n:int64[]
# m:int64[]
# <<<
# >>> sets
# x = torch.randn(2); n = 0; m = 3
# x = torch.randn(3); n = 1; m = 0
# x = torch.randn(4); n = 4; m = 5
# x = torch.randn(2); n = 6; m = 2
# x = torch.randn(3); n = 2; m = 1
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, n: int, m: int) -> Tuple[Tensor, int]:
    inner = 0
    for i in range(n):
        for j in range(m):
            if j > i:
                break
            x = x + (i * 10 + j)
            inner += 1
        x = x * 0.5
    return x, inner
