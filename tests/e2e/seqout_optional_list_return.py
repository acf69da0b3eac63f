# Returns that give None on some paths and lists on others, depending on n: a helper's
# Optional[List[Tensor]] checked by its caller, and the entry's Optional[List[int]] (an
# optional of the 1-d int64 tensor such a list is) next to an Optional[List[Tensor]] of
# lists of other lengths, [x] or [x, x + 1].
# >>> min-opset
# 16
# <<<
# >>> inputs
# x:float32[b]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(2); n = -3
# x = torch.randn(3); n = 0
# x = torch.randn(2); n = 1
# x = torch.randn(3); n = 4
# <<<
import torch
from torch import Tensor
from typing import List, Optional, Tuple


def g(x: Tensor, n: int) -> Optional[List[Tensor]]:
    if n < 0:
        return None
    if n == 0:
        return [x]
    return [x, x + 1.0]


def ks(n: int):
    if n > 0:
        return [n, n * 2]
    if n == 0:
        return None
    return [n]


def f(x: Tensor, n: int) -> Tuple[Tensor, Optional[List[int]], Optional[List[Tensor]]]:
    r = g(x, n)
    y = x
    if r is not None:
        y = torch.stack(r).sum(0) + float(len(r))
    return y, ks(n), g(x * 2.0, n)
