# torch.tensor of a list: the dtype comes from the numbers (int64, float32 if one is a float,
# bool) or from dtype=; nested lists give more dims; run-time ints are allowed.
# >>> inputs
# x:float32[n]
# k:int64[]
# <<<
# >>> sets
# x = torch.tensor([1.0, 2.0, 3.0]); k = 0
# x = torch.tensor([-1.0, 0.5]); k = 2
# x = torch.zeros(0); k = -3
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, k: int) -> Tuple[Tensor, Tensor, Tensor, Tensor, Tensor]:
    a = torch.tensor([1, 2, k])
    b = torch.tensor([[1.0, 2.0], [3.0, 4.5]])
    c = torch.tensor([True, False])
    d = torch.tensor([1, 2], dtype=torch.float64)
    e = torch.tensor([[k, 1], [2, k]])
    return a * 2, b.sum(0), c, d + x.sum(), e
