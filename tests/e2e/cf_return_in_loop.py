# Early return from inside a for loop (first row whose max exceeds a threshold), with a
# fallback return after the loop.
# >>> inputs
# x:float32[n,3]
# <<<
# >>> sets
# x = torch.tensor([[1.0, 2.0, 3.0], [9.0, 0.0, 0.0], [8.0, 8.0, 8.0]])
# x = torch.tensor([[7.0, 0.0, 0.0], [1.0, 1.0, 1.0]])
# x = torch.tensor([[1.0, 2.0, 3.0], [0.0, 4.0, 0.0]])
# x = torch.zeros(0, 3)
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor) -> Tuple[Tensor, int]:
    acc = torch.zeros(3)
    for i in range(x.size(0)):
        if x[i].max() > 5.0:
            return acc + x[i], i
        acc = acc + x[i]
    return acc, -1
