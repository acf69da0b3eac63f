# >>> inputs
# x:float32[B,2]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(2, 2); n = 0
# x = torch.randn(5, 2); n = 1
# x = torch.randn(4, 2); n = 4
# <<<
# >>> raises
# x = torch.randn(2, 2); n = 3
# x = torch.randn(5, 2); n = 9
# <<<
# Wrong if a loop storing at x[i] for i past the end (PyTorch raises on that trip) finishes silently.
import torch
from torch import Tensor


def f(x: Tensor, n: int) -> Tensor:
    for i in range(n):
        x[i, 1] = float(i)
    return x
