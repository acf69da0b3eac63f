# >>> inputs
# x:float32[3]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(3); n = 0
# x = torch.randn(3); n = 3
# x = torch.randn(3); n = -2
# <<<
import torch
from torch import Tensor
from typing import Optional


# a helper that raises on every path ends the caller's path too
def fail(msg: str) -> Tensor:
    raise RuntimeError(msg)


def f(x: Tensor, n: int) -> Tensor:
    if n > 10:
        y = fail("n > 10")
    else:
        y = x * n
    return y + 1
