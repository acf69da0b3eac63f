# >>> inputs
# x:float32[40,50]
# n:int64[]
# <<<
# >>> sets
# x = torch.zeros(40, 50); n = 30
# x = torch.zeros(40, 50, dtype=torch.float32); n = 1
# <<<
# torch.rand/randn over a size known at compile time and one known at run time (n), their
# _like forms, dtype= float64 and float16, x.rand_like, and the difference of two draws of
# one call (no CSE merges them): shape, dtype and distribution.
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, n: int) -> Tuple[Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, Tensor]:
    a = torch.rand(40, 50)
    b = torch.randn([n, 70], dtype=torch.float64)
    c = torch.rand_like(x)
    d = torch.randn_like(x, dtype=torch.float64)
    e = torch.rand(2000, dtype=torch.float16)
    g = x.rand_like() * 2.0 - 1.0
    h = torch.rand_like(x) - torch.rand_like(x)  # two draws, never merged (CSE)
    return a, b, c, d, e, g, h
