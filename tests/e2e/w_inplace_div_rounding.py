# >>> inputs
# x:float32[B,3]
# d:float32[3]
# <<<
# >>> sets
# x = torch.randn(2, 3) * 5; d = torch.tensor([2.0, -3.0, 0.5])
# x = torch.randn(5, 3) * 5; d = torch.tensor([-1.5, 4.0, 2.5])
# x = torch.randn(4, 3) * 5; d = torch.tensor([3.0, 3.0, -2.0])
# <<<
# Wrong if div_ with rounding_mode 'floor' and 'trunc' rounds the wrong way for negatives.
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, d: Tensor) -> Tuple[Tensor, Tensor, Tensor]:
    a = x.clone()
    a.div_(d, rounding_mode="floor")
    b = x.clone()
    b.div_(d, rounding_mode="trunc")
    c = x.clone()
    c.div_(d)
    return a, b, c
