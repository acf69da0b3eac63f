# A helper's Optional[Tuple] result (None, or a tuple that holds the argument it wrote in
# place, or a new tensor and the argument) passed to a helper annotated with it, which
# returns it as it is; the caller unpacks it after an 'if r is None: return'.
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
# <<<
import torch
from torch import Tensor
from typing import List, Optional, Tuple


def g(x: Tensor, n: int):
    if n > 0:
        x.add_(1.0)
        return x, x * 2.0
    if n == 0:
        return x * 3.0, x
    return None


def passon(s: Optional[Tuple[Tensor, Tensor]], n: int) -> Optional[Tuple[Tensor, Tensor]]:
    if n > 1:
        return s
    return s


def f(x: Tensor, n: int) -> Tuple[Tensor, Tensor, bool]:
    r = passon(g(x, n), n)
    if r is None:
        return x, x, True
    a, b = r
    return a + b, x, False
