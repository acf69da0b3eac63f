# Helpers called with positional args, keyword args (in any order) and defaults.
# >>> inputs
# x:float32[n,3]
# k:int64[]
# <<<
# >>> sets
# x = torch.randn(2, 3); k = 0
# x = torch.randn(4, 3); k = 2
# x = torch.randn(1, 3); k = 5
# <<<
import torch
from torch import Tensor


def affine(x: Tensor, scale: float = 2.0, shift: float = -1.0, times: int = 1) -> Tensor:
    for _ in range(times):
        x = x * scale + shift
    return x


def f(x: Tensor, k: int) -> Tensor:
    a = affine(x)
    b = affine(x, 0.5)
    c = affine(x, shift=3.0)
    d = affine(x, times=k, scale=1.5)
    e = affine(shift=0.25, x=x, times=2)
    return torch.stack([a, b, c, d, e], 0)
