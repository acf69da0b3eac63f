# for t in xs with an if whose branches write t in place and through a view: each branch puts
# its write back (a write logged on one branch is not on the other's path).
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

def f(x: Tensor, n: int) -> List[Tensor]:
    xs: List[Tensor] = [x * 5.0]
    for i in range(n):
        xs.append(x * float(i) - 1.0)
    for t in xs:
        if float(t.sum()) > 0.0:
            t.add_(1.0)
        else:
            t.view(-1)[0] = -9.0
    return xs
