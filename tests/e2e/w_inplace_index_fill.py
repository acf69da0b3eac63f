# >>> inputs
# x:float32[B,4]
# v:float32[]
# <<<
# >>> sets
# x = torch.randn(2, 4); v = torch.tensor(3.0)
# x = torch.randn(5, 4); v = torch.tensor(-2.0)
# x = torch.randn(3, 4); v = torch.tensor(0.0)
# <<<
# Wrong if index_fill_ with a scalar or 0-d tensor value fills the wrong dim or a copy.
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, v: Tensor) -> Tuple[Tensor, Tensor]:
    a = x[0]
    x.index_fill_(1, torch.tensor([0, 2]), -1.5)
    x.index_fill_(0, torch.tensor([1]), v)
    return x, a
