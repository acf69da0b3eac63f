# int32 on one path and int64 on the other, with tensors of dims: a float factor, true division
# and a float32 tensor all compute in float32 either way.
# >>> inputs
# x:float32[B]
# n:int64[]
# <<<
# >>> sets
# x = torch.tensor([1.0, -2.0, 3.0]); n = 0
# x = torch.tensor([1.5, 2.0]); n = 1
# x = torch.tensor([-1.0, 0.25, 5.0, 9.0]); n = 3
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, n: int) -> Tuple[Tensor, Tensor, Tensor]:
    if n > 0:
        v = (x * 10).to(torch.int32)
    else:
        v = (x * 3).long()
    return v * 0.5, v / 3, x + v
