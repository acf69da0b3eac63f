# `and` short-circuits: x[n - 1] is only evaluated when n > 0 (it would index out of range
# otherwise); also n <= x.size(0) guards the index.
# >>> inputs
# x:float32[m,2]
# n:int64[]
# <<<
# >>> sets
# x = torch.tensor([[1.0, 2.0], [-3.0, 1.0]]); n = 0
# x = torch.tensor([[1.0, 2.0], [-3.0, 1.0]]); n = 1
# x = torch.tensor([[1.0, 2.0], [-3.0, 1.0], [0.5, 0.5]]); n = 2
# x = torch.tensor([[1.0, 2.0]]); n = 5
# <<<
import torch
from torch import Tensor


def f(x: Tensor, n: int) -> Tensor:
    if n > 0 and n <= x.size(0) and x[n - 1].sum() > 0:
        return x[n - 1] * 10.0
    return x.sum(0)
