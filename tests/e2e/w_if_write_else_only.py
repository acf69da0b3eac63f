# >>> inputs
# x:float32[B,3]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(2, 3); n = 0
# x = torch.randn(5, 3); n = 2
# x = torch.randn(4, 3); n = 5
# <<<
# Wrong if a write in the else branch through a view is dropped when the branches merge.
import torch
from torch import Tensor


def f(x: Tensor, n: int) -> Tensor:
    v = x[:, 1]
    if n > 1:
        pass
    else:
        v.fill_(-3.0)
    return x
