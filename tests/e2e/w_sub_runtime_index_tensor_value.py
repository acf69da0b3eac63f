# >>> inputs
# x:float32[B,3]
# t:int64[]
# <<<
# >>> sets
# x = torch.randn(2, 3); t = torch.tensor(1)
# x = torch.randn(5, 3); t = torch.tensor(4)
# x = torch.randn(4, 3); t = torch.tensor(0)
# <<<
# Wrong if an index taken from a tensor's value (`int(t)`) in a store is frozen at compile time.
import torch
from torch import Tensor


def f(x: Tensor, t: Tensor) -> Tensor:
    j = int(t)
    x[j, 1:] = -2.0
    return x
