# for over range(n) with an int parameter; the loop index is used in the body.
# >>> inputs
# x:float32[batch,4]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(2, 4); n = 0
# x = torch.randn(3, 4); n = 1
# x = torch.randn(5, 4); n = 6
# <<<
import torch
from torch import Tensor


def f(x: Tensor, n: int) -> Tensor:
    acc = torch.zeros_like(x)
    for i in range(n):
        acc = acc + x * (i + 1) - 0.5 * i
    return acc
