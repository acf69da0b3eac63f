# Optionals known at run time through while loops, break, reassignment of a refined name and
# nested ifs: each path must give PyTorch's answer (loops that run 0, 1 and many times).
# >>> min-opset
# 16
# <<<
# >>> inputs
# x:float32[B]
# n:int64[]
# <<<
# >>> sets
# x = torch.tensor([1.0, -2.0, 3.0]); n = 0
# x = torch.tensor([1.0, -2.0, 3.0]); n = 1
# x = torch.tensor([-1.0, -2.0, -3.0, 4.0]); n = 5
# x = torch.zeros(0); n = 3
# <<<
import torch
from torch import Tensor
from typing import Optional, Tuple


def f(x: Tensor, n: int) -> Tuple[Tensor, int, int, Tensor]:
    o: Optional[Tensor] = None
    i = 0
    while o is None and i < n:
        if i % 2 == 1:
            o = x * float(i)
        i += 1
    if o is not None:
        o = o + 1.0
    r = o if o is not None else x.neg()
    k: Optional[int] = None
    for j in range(n):
        if j * j > n:
            k = j
            break
        if k is None:
            k = -j
        else:
            k = k - 1
    kk = 7 if k is None else k
    m: Optional[Tensor] = None
    for j in range(n):
        if m is None:
            m = x.clone()
        else:
            assert m is not None
            m = torch.maximum(m, x * float(j))
    if m is None:
        m = torch.zeros_like(x)
    return r, i, kk, m
