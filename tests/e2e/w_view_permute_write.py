# >>> inputs
# x:float32[2,B,3]
# <<<
# >>> sets
# x = torch.randn(2, 2, 3)
# x = torch.randn(2, 5, 3)
# x = torch.randn(2, 4, 3)
# <<<
# Wrong if a write through permute() lands in the wrong place of a 3-d base.
import torch
from torch import Tensor


def f(x: Tensor) -> Tensor:
    p = x.permute(2, 0, 1)
    p[1] = 0.0
    p[0, 1] += 5.0
    return x
