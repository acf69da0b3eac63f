# >>> inputs
# x:float32[B,3]
# i:int64[]
# <<<
# >>> sets
# x = torch.randn(2, 3); i = 1
# x = torch.randn(5, 3); i = -5
# x = torch.randn(4, 3); i = 0
# <<<
# >>> raises
# x = torch.randn(3, 3); i = 3
# x = torch.randn(2, 3); i = -3
# <<<
# Wrong if a store at a run-time index past the end (PyTorch raises) writes nothing or wraps around.
import torch
from torch import Tensor


def f(x: Tensor, i: int) -> Tensor:
    x[i] = 1.0
    return x
