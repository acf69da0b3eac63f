# An Optional that holds x on some paths is read, then x is written in place and the
# Optional is never read again: the write is fine (the Optional goes stale, as a sequence
# does; only a later read of it is refused: errors/o_rt_write_after_wrap.py). Before, any
# write to a tensor an Optional ever held was refused (seed 40008 of the generator, --size 2).
# >>> min-opset
# 16
# <<<
# >>> inputs
# x0:float32[B,4]
# n:int64[]
# <<<
# >>> sets
# x0 = torch.randn(5, 4); n = 0
# x0 = torch.randn(6, 4); n = 3
# x0 = torch.randn(5, 4); n = 1
# <<<
import torch
from torch import Tensor
from typing import Optional, Tuple


def f(x0: Tensor, n: int) -> Tuple[Tensor, Tensor]:
    o1: Optional[Tensor] = None
    if n > 2:
        o1 = x0
    if o1 is None:
        v2 = x0 * 0.5
    else:
        v2 = o1 + 1.0
    for i in range(n):
        x0 *= 2.0
    x0.add_(1.0)
    return x0, v2
