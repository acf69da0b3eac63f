# >>> inputs
# x:float32[B,3]
# <<<
# >>> sets
# x = torch.randn(2, 3)
# x = torch.randn(5, 3)
# x = torch.randn(4, 3)
# <<<
# Wrong if a subscript store through a detached alias leaves the base unchanged.
import torch
from torch import Tensor


def f(x: Tensor) -> Tensor:
    d = x.detach()
    d[:, 0] = 0.0
    d[1] += 2.0
    return x
