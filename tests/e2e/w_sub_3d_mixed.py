# >>> inputs
# x:float32[2,B,4]
# v:float32[B,3]
# <<<
# >>> sets
# x = torch.randn(2, 2, 4); v = torch.randn(2, 3)
# x = torch.randn(2, 5, 4); v = torch.randn(5, 3)
# x = torch.randn(2, 3, 4); v = torch.randn(3, 3)
# <<<
# Wrong if a mixed store `x[0, :, 1:] = v` on a 3-d tensor writes the wrong block.
import torch
from torch import Tensor


def f(x: Tensor, v: Tensor) -> Tensor:
    x[0, :, 1:] = v
    x[1, 0] = -1.0
    x[:, -1, :2] += 5.0
    return x
