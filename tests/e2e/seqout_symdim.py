# >>> inputs
# x:float32[b,3]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(3, 3); n = 0
# x = torch.randn(6, 3); n = 1
# x = torch.randn(3, 3); n = 4
# x = torch.randn(6, 3); n = 5
# <<<
# >>> min-opset
# 13
# <<<
# Elements whose shapes differ from each other and with the symbolic dim b (two sizes):
# element i is x[: i + 1] transposed, [3, min(i + 1, b)]. Wrong if the shapes are mixed up
# when the sequence is cut back into elements, or elements are swapped.
import torch
from torch import Tensor
from typing import List


def f(x: Tensor, n: int) -> List[Tensor]:
    xs: List[Tensor] = []
    for i in range(n):
        xs.append(x[: i + 1].t() + float(i))
    return xs
