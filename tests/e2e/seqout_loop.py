# >>> inputs
# x:float32[b,3]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(2, 3); n = 0
# x = torch.randn(4, 3); n = 1
# x = torch.randn(4, 3); n = 5
# <<<
# >>> min-opset
# 13
# <<<
# The entry returns a List[Tensor] whose length is n: one sequence(tensor(float)) output.
# Each element differs (x * i + i), so an element dropped or out of order changes the result.
import torch
from torch import Tensor
from typing import List


def f(x: Tensor, n: int) -> List[Tensor]:
    xs: List[Tensor] = []
    for i in range(n):
        xs.append(x * float(i) + float(i))
    return xs
