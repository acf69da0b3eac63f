# >>> inputs
# x:float32[B,3]
# src:float32[2,3]
# c:float32[B,2]
# <<<
# >>> sets
# x = torch.randn(2, 3); src = torch.randn(2, 3); c = torch.randn(2, 2)
# x = torch.randn(5, 3); src = torch.randn(2, 3); c = torch.randn(5, 2)
# x = torch.randn(4, 3); src = torch.randn(2, 3); c = torch.randn(4, 2)
# <<<
# Wrong if index_copy_ writes rows to the wrong places or along the wrong dim.
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, src: Tensor, c: Tensor) -> Tuple[Tensor, Tensor]:
    y = x.clone()
    x.index_copy_(0, torch.tensor([1, 0]), src)
    y.index_copy_(1, torch.tensor([2, 0]), c)
    return x, y
