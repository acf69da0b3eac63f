# Helpers whose returns give None on some paths and a tuple on others, depending on run-time
# values: annotated Optional[Tuple[Tensor, int]] with None first, unannotated with three
# returns in nested ifs, and one that falls off its end (None). The caller unpacks the
# tuple after the check, passes it on, and returns whether it was None.
# >>> min-opset
# 16
# <<<
# >>> inputs
# x:float32[b,2]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(3, 2); n = -2
# x = torch.randn(4, 2); n = 0
# x = torch.randn(3, 2); n = 1
# x = torch.randn(4, 2); n = 5
# <<<
import torch
from torch import Tensor
from typing import Optional, Tuple


def first(x: Tensor, n: int) -> Optional[Tuple[Tensor, int]]:
    if n < 0:
        return None
    return x * float(n), n + 1


def nested(x: Tensor, n: int):
    if n > 0:
        if n > 2:
            return x.sum(0), x.mean(0)
        return None
    return x[0], x[-1]


def maybe(x: Tensor, n: int):
    if n == 1:
        return x - 1.0, x + 1.0


def use(s: Optional[Tuple[Tensor, int]], x: Tensor) -> Tensor:
    if s is None:
        return x
    return s[0] * float(s[1])


def f(x: Tensor, n: int) -> Tuple[Tensor, Tensor, Tensor, bool, bool]:
    r = first(x, n)
    y = x.clone()
    if r is not None:
        a, k = r
        y = y + a * float(k)
    q = nested(x, n)
    z = x.sum(0)
    if q is not None:
        u, v = q
        z = u - v
    m = maybe(x, n)
    w = x
    if m is not None:
        w = m[0] * m[1]
    return y, z, w + use(r, x), r is None, q is None
