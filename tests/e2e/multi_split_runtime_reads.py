# Reads of known pieces of a split/unbind by sizes known only at run time (passes/listread.c:
# piece k is its own Slice or select, no Loop, no sequence, where the read is sure to be in
# range or fails as PyTorch's does): split(n)[0] and [-1], tuple-free reads of two pieces,
# unbind(0)[1] and [-1] of a symbolic dim, a read that may be out of range ([1] of
# split(n), kept as a sequence read), an empty dim, n past the size.
# >>> inputs
# x:float32[m,3]
# n:int64[]
# <<<
# >>> sets
# x = torch.arange(15.0).reshape(5, 3); n = 2
# x = torch.arange(12.0).reshape(4, 3); n = 4
# x = torch.arange(6.0).reshape(2, 3); n = 10
# x = torch.arange(21.0).reshape(7, 3); n = 3
# <<<
# >>> raises
# x = torch.arange(12.0).reshape(4, 3); n = 0
# x = torch.arange(12.0).reshape(4, 3); n = -2
# x = torch.arange(3.0).reshape(1, 3); n = 1
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, n: int) -> Tuple[Tensor, Tensor, Tensor, Tensor, Tensor, Tensor]:
    p = x.split(n)
    q = x.split(n, 0)
    u = x.unbind(0)
    first = p[0]
    last = q[-1]
    mid = x.split(n)[1] if x.size(0) > n else first
    return first, last, mid, u[1], u[-1], torch.unbind(x.t(), 1)[0]
