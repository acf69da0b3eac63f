# uint8 on one path and float32 on the other, compared with int constants uint8 holds: the uint8
# path compares in uint8, the float32 conversion gives the same answers.
# >>> inputs
# x:float32[B]
# n:int64[]
# <<<
# >>> sets
# x = torch.tensor([0.0, 3.0, 3.5, 200.0]); n = 0
# x = torch.tensor([0.0, 3.0, 2.5, 255.0, 199.0]); n = 1
# x = torch.tensor([7.25, 1.0]); n = 2
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, n: int) -> Tuple[Tensor, Tensor, Tensor]:
    if n > 0:
        v = x.to(torch.uint8)
    else:
        v = x
    return v >= 3, v == 0, v < 200
