# An Optional[Tuple] whose tuple holds lists of other lengths on its paths (None, (x, [x]) or
# (2x, [x, x + 1, x + 2])): its list element is an optional of a sequence, unpacked after the
# check. A List[int] helper returning [] on one path: the empty list takes the other
# path's type (TorchScript's [] under that annotation).
# >>> min-opset
# 16
# <<<
# >>> inputs
# x:float32[b]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(2); n = -1
# x = torch.randn(3); n = 0
# x = torch.randn(2); n = 1
# x = torch.randn(3); n = 4
# <<<
import torch
from torch import Tensor
from typing import List, Optional, Tuple


def ks(n: int) -> List[int]:
    if n > 0:
        return [n, 2]
    return []


def g(x: Tensor, n: int):
    if n < 0:
        return None
    if n == 0:
        return x, [x]
    return x * 2.0, [x, x + 1.0, x + 2.0]


def f(x: Tensor, n: int) -> Tuple[Tensor, List[int], int]:
    r = g(x, n)
    y = x
    if r is not None:
        a, ys = r
        y = a + torch.stack(ys).sum(0)
    return y, ks(n), len(ks(n))
