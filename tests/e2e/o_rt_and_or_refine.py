# `o is not None and ...` refines o in the right operand; `o is None or ...` too.
# >>> min-opset
# 16
# <<<
# >>> inputs
# x:float32[B]
# n:int64[]
# <<<
# >>> sets
# x = torch.tensor([1.0, -2.0, 3.0]); n = 0
# x = torch.tensor([1.0, -2.0, 3.0]); n = 2
# x = torch.tensor([-1.0, -2.0]); n = 5
# <<<
import torch
from torch import Tensor
from typing import Optional, Tuple


def f(x: Tensor, n: int) -> Tuple[bool, bool, Tensor]:
    o: Optional[Tensor] = None
    if n > 1:
        o = x * float(n)
    a = o is not None and bool((o > 0).any())
    b = o is None or bool(o.sum() > 0)
    c = torch.zeros_like(x)
    if not (o is None):
        c = o + 1.0
    return a, b, c
