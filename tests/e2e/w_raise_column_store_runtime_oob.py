# >>> inputs
# x:float32[B,3]
# j:int64[]
# <<<
# >>> sets
# x = torch.randn(2, 3); j = 2
# x = torch.randn(5, 3); j = -3
# x = torch.randn(4, 3); j = 0
# <<<
# >>> raises
# x = torch.randn(2, 3); j = 3
# x = torch.randn(2, 3); j = -4
# <<<
# Wrong if `x[:, j] = v` with a run-time column past the end (PyTorch raises) writes nothing.
import torch
from torch import Tensor


def f(x: Tensor, j: int) -> Tensor:
    c = x[:, j]
    c += 5.0
    return x
