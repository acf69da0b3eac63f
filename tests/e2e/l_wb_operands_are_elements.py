# Writes to elements whose operands are elements of the same list (other positions, and the
# same one): each is put back; the positions hold distinct tensors.
# >>> inputs
# x:float32[B]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(2); n = 0
# x = torch.randn(3); n = 1
# x = torch.randn(2); n = 3
# x = torch.randn(5); n = 6
# <<<
# >>> min-opset
# 13
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Tuple

def f(x: Tensor, n: int) -> Tuple[Tensor, Tensor]:
    xs: List[Tensor] = [x * 5.0, x * 6.0]
    for i in range(n):
        xs.append(x * float(i) - 1.0)
    xs[0].add_(xs[1])
    xs[1].add_(xs[1])
    xs[len(xs) - 1].copy_(xs[0])
    return torch.stack(xs), x
