# In-place writes whose operand is another view of the same memory, in two dims: disjoint
# columns and rows (strided, through a transpose, narrow), disjoint blocks, and the same
# elements reached by two chains (computed as PyTorch does in each; issue 18).
# >>> inputs
# x:float32[4,6]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(4, 6); n = 0
# x = torch.randn(4, 6); n = 1
# x = torch.randn(4, 6); n = 4
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, n: int) -> Tuple[Tensor, Tensor, Tensor]:
    a = x.clone()
    a[:, ::2] += a[:, 1::2]
    a.t()[0].mul_(a.t()[5])
    a[:2, :3] -= a[2:, 3:]
    a[0:4:2] += a[:4][::2]
    b = x.clone()
    for i in range(n):
        b.narrow(1, 0, 2).add_(b.narrow(1, 4, 2))
        b[i % 4] += b[(i + 1) % 4]
        b[1::2, 1].copy_(b[::2, 1])
    c = x.clone()
    c[:, 0] = c[:, 5]
    c[3] = c[0]
    c[::3, ::5] *= c[1:3, 1:3]
    return a, b, c
