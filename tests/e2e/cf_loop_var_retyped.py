# A loop variable reused: an int range target, then a tensor loop target, then a float: each
# binding has its own type, as in TorchScript.
# >>> inputs
# x:float32[B]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(3); n = 0
# x = torch.randn(2); n = 1
# x = torch.randn(4); n = 3
# <<<
import torch
from torch import Tensor
from typing import List

def f(x: Tensor, n: int) -> Tensor:
    for i in range(n):
        x = x + i
    xs = [x, x * 2]
    for i in xs:
        x = x + i
    i = 0.5
    return x * i
