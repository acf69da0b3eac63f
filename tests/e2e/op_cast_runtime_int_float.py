# >>> inputs
# x:float32[batch,cols]
# n:int64[]
# s:float32[]
# <<<
# >>> sets
# x = torch.randn(2, 3); n = 2; s = 0.5
# x = torch.randn(4, 5); n = -3; s = 1.75
# x = torch.randn(3, 2); n = 0; s = -2.0
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, n: int, s: float) -> Tuple[Tensor, Tensor, float, int]:
    a = x + float(n)
    b = torch.tensor(n) * x
    c = float(n) * s
    d = int(s * 4) + n
    return a, b, c, d
