# A helper annotated Optional[Tuple[Tensor, Tensor]] that returns a tuple on one path and
# None on another, depending on n: the call's result is a tuple of optionals that are None
# together (frontend/optional.c), checked with `is None` and indexed after the check. (It
# was refused: "this return gives None where another gives a tuple".)
# >>> min-opset
# 16
# <<<
# >>> inputs
# x:float32[b]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(3); n = 2
# x = torch.randn(5); n = 0
# x = torch.randn(3); n = -1
# <<<
import torch
from torch import Tensor
from typing import Optional, Tuple


def g(x: Tensor, n: int) -> Optional[Tuple[Tensor, Tensor]]:
    if n > 0:
        return x, x + 1
    return None


def f(x: Tensor, n: int) -> Tensor:
    r = g(x, n)
    if r is None:
        return x
    return r[0] + r[1]
