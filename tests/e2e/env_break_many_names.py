# A loop that may break and return, over names bound at three depths; the paths after the if carry all of them.
# >>> inputs
# x:float32[b]
# n:int64[]
# lim:float32[]
# <<<
# >>> sets
# x = torch.rand(3); n = 0; lim = 1.0
# x = torch.rand(2); n = 1; lim = 100.0
# x = torch.rand(3); n = 6; lim = 2.0
# x = torch.rand(2); n = 6; lim = 1000.0
# x = torch.rand(3); n = 4; lim = -1.0
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, n: int, lim: float) -> Tuple[Tensor, Tensor, Tensor]:
    p = x + 1.0
    q = x * 2.0
    r = x - 3.0
    s = x * 0.0
    for i in range(n):
        p = p * 1.5
        if p.sum() > lim:
            q = q + p
            break
        e1 = p + q
        e2 = e1 * r
        q = e2 * 0.1 + q
        if i == 2:
            r = r + 1.0
            return p, q, r
        s = s + e1
    return p, q + s, r
