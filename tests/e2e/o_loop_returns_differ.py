# Returns inside a loop's body that differ: a tuple on one path and None on another (an
# Optional[Tuple[Tensor, Tensor]]; the loop's returned values are one tuple of optionals),
# lists of other lengths (0, 1, 2, 3) inside the loop and after it, and both inside a loop
# nested in another. The loop body is built again once it has seen the returns' join. (The
# first was refused: "this return inside a loop gives ... None where it gives a tuple".)
# >>> min-opset
# 16
# <<<
# >>> inputs
# x:float32[b]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(2); n = 0
# x = torch.randn(3); n = 2
# x = torch.randn(2); n = 3
# x = torch.randn(3); n = 4
# x = torch.randn(2); n = 6
# <<<
import torch
from torch import Tensor
from typing import List, Optional, Tuple


def g(x: Tensor, n: int) -> Optional[Tuple[Tensor, Tensor]]:
    for i in range(n):
        if i > 2:
            return x, x * float(i)
        if i > 1 and n == 3:
            return None
    return None


def h(x: Tensor, n: int) -> List[Tensor]:
    for i in range(n):
        if n == 2 and i == 1:
            return [x]
        if n == 3 and i == 2:
            return []
        if i > 4:
            return [x, x + 1.0, x + 2.0]
    return [x * 2.0, x * 3.0]


def k(x: Tensor, n: int):
    for i in range(n):
        for j in range(i):
            if n == 4 and i + j == 1:
                return None
            if i * j == 2:
                return x + float(i), j
    return x, -1


def f(x: Tensor, n: int) -> Tuple[Tensor, List[Tensor], Tensor, int, bool]:
    r = g(x, n)
    y = x
    if r is not None:
        y = r[0] + r[1]
    q = k(x, n)
    z = x.sum()
    m = 0
    if q is not None:
        u, m = q
        z = u.sum()
    return y, h(x, n), z, m, q is None
