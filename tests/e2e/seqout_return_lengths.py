# The entry's returns give lists of other lengths ([x, x + 1], [x], [] and a list grown in
# a loop), depending on n: one List[Tensor], a sequence output of run-time length. (It was
# refused: "this return gives lists or tuples of other lengths than an earlier return".)
# >>> inputs
# x:float32[b,3]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(2, 3); n = 0
# x = torch.randn(4, 3); n = 1
# x = torch.randn(2, 3); n = 2
# x = torch.randn(4, 3); n = 5
# x = torch.randn(2, 3); n = -1
# <<<
# >>> min-opset
# 13
# <<<
import torch
from torch import Tensor
from typing import List


def f(x: Tensor, n: int) -> List[Tensor]:
    if n == 1:
        return [x]
    if n == 2:
        return [x, x + 1.0]
    if n < 0:
        return []
    ys: List[Tensor] = []
    for i in range(n):
        ys.append(x * float(i))
    return ys
