# for t in xs inside another loop, and xs[0] written after it in the outer body: the outer
# loop carries the list the put-backs make.
# >>> inputs
# x:float32[B]
# n:int64[]
# m:int64[]
# <<<
# >>> sets
# x = torch.randn(2); n = 0; m = 2
# x = torch.randn(3); n = 1; m = 0
# x = torch.randn(2); n = 3; m = 1
# x = torch.randn(4); n = 2; m = 3
# <<<
# >>> min-opset
# 13
# <<<
import torch
from torch import Tensor
from typing import List


def f(x: Tensor, n: int, m: int) -> Tensor:
    xs: List[Tensor] = [x.clone()]
    for i in range(n):
        xs.append(x * float(i))
    for j in range(m):
        for t in xs:
            t.add_(float(j))
        xs[0].mul_(2.0)
    return torch.stack(xs)
