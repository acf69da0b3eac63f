# >>> inputs
# x:float32[batch,cols]
# s:float32[]
# n:int64[]
# b:bool[]
# <<<
# >>> sets
# x = torch.randn(2, 3); s = 0.5; n = 3; b = True
# x = torch.randn(4, 2); s = -1.25; n = -2; b = False
# x = torch.randn(3, 3); s = 2.0; n = 0; b = True
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, s: float, n: int, b: bool) -> Tuple[Tensor, Tensor, Tensor, Tensor]:
    a = x * s + n
    c = x - s * n
    d = torch.add(x, n, alpha=2)
    e = x * float(b)
    return a, c, d, e
