# >>> inputs
# x:float32[B,3]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(2, 3); n = 0
# x = torch.randn(5, 3); n = 1
# x = torch.randn(4, 3); n = 6
# <<<
# Wrong if index_add_ with an index tensor built from the loop variable adds to a fixed row.
import torch
from torch import Tensor


def f(x: Tensor, n: int) -> Tensor:
    for i in range(n):
        x.index_add_(0, torch.tensor([i % x.size(0), 0]), torch.ones(2, 3))
    return x
