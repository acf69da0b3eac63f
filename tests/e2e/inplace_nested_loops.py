# x += ... in nested loops where carried values swap and a fresh value is updated before it is carried on: allowed, and as PyTorch computes.
# >>> inputs
# x:float32[3]
# steps:int64[]
# <<<
# >>> sets
# x = torch.randn(3); steps = 0
# x = torch.randn(3); steps = 1
# x = torch.randn(3); steps = 3
# <<<
import torch
from torch import Tensor
from typing import Tuple
def f(x: Tensor, steps: int) -> Tuple[Tensor, Tensor, Tensor]:
    a = x * 1.0
    b = x * 2.0
    acc = torch.zeros(3)
    for i in range(steps):
        for j in range(steps):
            a, b = b, a
            acc += a
            for k in range(2):
                acc *= 0.5
                h = acc * 1.0
                h += b
                acc = h
    return a, b, acc
