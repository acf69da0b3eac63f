# >>> inputs
# x:float32[B]
# y:int64[3]
# <<<
# >>> sets
# x = torch.randn(1); y = torch.tensor([1, 2, 3])
# x = torch.randn(2); y = torch.tensor([4, 5, 6])
# x = torch.randn(5); y = torch.tensor([7, 8, 9])
# <<<
# meshgrid with the default indexing (ij), a list and varargs
import torch
from torch import Tensor
from typing import List, Tuple


def f(x: Tensor, y: Tensor):
    a, b = torch.meshgrid([x, x * 2.0])
    c, d = torch.meshgrid(y, y, indexing="ij")
    return a, b, c + d
