# >>> inputs
# x:float32[b,4]
# u:bool[]
# <<<
# >>> sets
# x = torch.randn(1, 4); u = True
# x = torch.randn(3, 4); u = False
# x = torch.randn(5, 4); u = True
# <<<
# std and var: over everything, along dims (negative, lists), unbiased or not (also known only
# at run time), a correction, keepdim; one row gives nan for unbiased along dim 0; float64
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, u: bool) -> Tuple[Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, Tensor]:
    a = torch.std(x)
    b = x.var(False)
    c = torch.std(x, 1)
    d = torch.var(x, [0], unbiased=u)
    e = x.std(dim=(0, -1), correction=0)
    g = torch.var(x, None, correction=2, keepdim=True)
    h = torch.std(x, -1, True, True)
    k = torch.var(x.double(), 0)
    m = torch.std(x.sum())
    return a, b, c, d, e, g, h, k, m
