# result_type's categories: a 0-d float64 or float32 tensor with a float32 tensor of dims
# computes in float32 either way (dims win within a category); a 0-d int64 or float32 with it
# too. So x * v, x - v, w + x convert v and w to float32 in the branches.
# >>> inputs
# x:float32[B, 2]
# n:int64[]
# <<<
# >>> sets
# x = torch.tensor([[1.0, -2.0], [3.0, 0.5]]); n = 0
# x = torch.tensor([[1.5, 2.0]]); n = 1
# x = torch.tensor([[-1.0, 0.25], [5.0, 2.0], [0.1, 0.2]]); n = 5
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, n: int) -> Tuple[Tensor, Tensor, Tensor, Tensor]:
    if n > 0:
        v = x.sum().double() / 3.0
        w = (x > 0).sum()
    else:
        v = x.mean()
        w = x.max()
    return x * v, x - v, w + x, x / w
