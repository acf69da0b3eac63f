# Wrong if a float tensor's floor division or remainder is floor(a / b) / a - floor(a / b) * b:
# ATen computes (a - fmod(a, b)) / b with sign fix-ups (c10 div_floor_floating), so
# torch.floor_divide(1.0, 0.1) is 9.0, not 10.0, and torch.remainder(1.0, 0.1) is 0.0999...,
# not 0.0. Division by 0 gives a / b (inf or nan).
# >>> inputs
# a:float32[N]
# b:float32[N]
# c:float64[M]
# d:float64[M]
# <<<
# >>> sets
# a = torch.tensor([1.0, -1.0, 1.0, -1.0, 7.5, -7.5, 0.0, 3.0]); b = torch.tensor([0.1, 0.1, -0.1, -0.1, 2.0, 2.0, 3.0, 0.0]); c = torch.tensor([1.0, -1.0, 0.3, 5.0]).double(); d = torch.tensor([0.1, 0.1, 0.1, -0.7]).double()
# a = torch.randn(5) * 10; b = torch.randn(5); c = torch.randn(5).double() * 100; d = torch.randn(5).double()
# a = torch.tensor([2.5, -2.5, 0.6]); b = torch.tensor([-0.5, 0.5, 0.2]); c = torch.tensor([0.6, -0.6, 1e10]).double(); d = torch.tensor([0.2, 0.2, 3.0]).double()
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(a: Tensor, b: Tensor, c: Tensor, d: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, Tensor]:
    q = torch.floor_divide(a, b)
    r = torch.remainder(a, b)
    q2 = c // d
    r2 = c % d
    q3 = torch.div(c, d, rounding_mode="floor")
    s = a // 0.1
    t = a % 0.1
    return q, r, q2, r2, q3, s, t
