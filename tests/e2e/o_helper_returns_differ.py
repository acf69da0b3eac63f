# Helpers whose returns differ: lists of lengths that differ between a return of a list
# display, a variable's list and another helper's list grown in a loop; an Optional[Tuple]
# from a merged variable (None or a tuple), a tuple display and None. The caller unpacks
# after the check and returns the list, whose length is known only at run time.
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
# x = torch.randn(2); n = 2
# x = torch.randn(3); n = 4
# <<<
import torch
from torch import Tensor
from typing import List, Optional, Tuple


def h(x: Tensor, n: int) -> List[Tensor]:
    if n < 0:
        return [x]
    ys: List[Tensor] = []
    for i in range(n):
        ys.append(x * float(i))
    return ys


def g(x: Tensor, n: int):
    if n == 2:
        ys = [x]
        x = x + 1.0
        return [x, x]
    if n == 0:
        return [x * 3.0]
    return h(x, n)


def k(x: Tensor, n: int) -> Optional[Tuple[Tensor, Tensor]]:
    r: Optional[Tuple[Tensor, Tensor]] = None
    if n > 1:
        r = (x, x * 2.0)
    if n == 0:
        return x - 1.0, x
    if n < 0:
        return None
    return r


def f(x: Tensor, n: int) -> Tuple[List[Tensor], Tensor, int]:
    ys = g(x, n)
    r = k(x, n)
    z = x
    if r is not None:
        a, b = r
        z = a * b
    return ys, z, len(ys)
