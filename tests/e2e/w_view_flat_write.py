# >>> inputs
# x:float32[B,3]
# <<<
# >>> sets
# x = torch.randn(2, 3)
# x = torch.randn(5, 3)
# x = torch.randn(4, 3)
# <<<
# Wrong if writes through view(-1) and flatten() (views of a contiguous tensor) are lost.
import torch
from torch import Tensor


def f(x: Tensor) -> Tensor:
    v = x.view(-1)
    v[0] = 100.0
    g = x.flatten()
    g[-1] = -100.0
    g[1:3] += 1.0
    return x
