# A helper called in a loop writes elements of the list the loop carries (read out of it, at
# the start and at the end): the writes go back into the list (it was refused before issue 18).
# >>> inputs
# x:float32[B]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(2); n = 0
# x = torch.randn(3); n = 1
# x = torch.randn(2); n = 2
# x = torch.randn(2); n = 4
# <<<
# >>> min-opset
# 13
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Tuple

def g(ys: List[Tensor], i: int) -> None:
    ys[0].add_(float(i))
    if len(ys) > 1:
        ys[-1].sub_(1.0)

def f(x: Tensor, n: int) -> Tuple[Tensor, Tensor]:
    xs: List[Tensor] = [x * 2.0]
    for i in range(n):
        xs.append(x * float(i))
    for i in range(n):
        g(xs, i)
    return torch.stack(xs), x
