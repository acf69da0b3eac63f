# >>> inputs
# a:float32[n]
# b:float32[n]
# <<<
# >>> sets
# a = torch.randn(6) * 10; b = torch.rand(6) + 0.5
# a = torch.randn(9) * 10; b = -(torch.rand(9) + 0.5)
# a = torch.randn(4) * 10; b = torch.rand(4) * 2 + 0.5
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(a: Tensor, b: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor, Tensor]:
    q = torch.div(a, b)
    fl = torch.div(a, b, rounding_mode='floor')
    tr = torch.div(a, b, rounding_mode='trunc')
    m = a.div(b) + a / 4
    s = a.div(2.0, rounding_mode='trunc')
    return q, fl, tr, m, s
