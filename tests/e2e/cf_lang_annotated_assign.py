# Annotated assignments (`n: int = 0`, `t: Tensor = ...`, `v: float`), with typing imports.
# >>> inputs
# x:float32[n]
# k:int64[]
# <<<
# >>> sets
# x = torch.randn(2); k = 0
# x = torch.randn(3); k = 1
# x = torch.randn(5); k = 4
# <<<
import torch
from torch import Tensor
from typing import List, Tuple, Optional


def f(x: Tensor, k: int) -> Tuple[Tensor, int, float]:
    count: int = 0
    total: float = 0.5
    acc: Tensor = torch.zeros_like(x)
    for i in range(k):
        step: float = float(i) * 0.25
        acc = acc + x * step
        count += 1
        total = total + step
    return acc, count, total
