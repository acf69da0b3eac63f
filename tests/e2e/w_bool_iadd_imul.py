# >>> inputs
# a:bool[B,3]
# b:bool[B,3]
# <<<
# >>> sets
# a = torch.rand(2, 3) > 0.5; b = torch.rand(2, 3) > 0.5
# a = torch.rand(5, 3) > 0.5; b = torch.rand(5, 3) > 0.5
# a = torch.rand(4, 3) > 0.5; b = torch.rand(4, 3) > 0.5
# <<<
# Wrong if in-place `+=`/`*=` on a bool tensor is lowered as arithmetic on bool.
import torch
from torch import Tensor
from typing import Tuple


def f(a: Tensor, b: Tensor) -> Tuple[Tensor, Tensor]:
    c = a.clone()
    c += b
    d = a.clone()
    d *= b
    return c, d
