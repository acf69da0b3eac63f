# >>> inputs
# x:float32[4,3]
# n:int64[]
# <<<
# >>> sets
# x = torch.arange(12.0).reshape(4, 3); n = 1
# x = torch.arange(12.0).reshape(4, 3); n = 3
# x = torch.arange(12.0).reshape(4, 3); n = 10
# <<<
# >>> raises
# x = torch.arange(12.0).reshape(4, 3); n = 0
# <<<
# >>> min-opset
# 13
# <<<
# Was refused while split sizes had to be known at compile time; the number of pieces
# depends on n, so they are a sequence.
import torch
from torch import Tensor
from typing import List


def f(x: Tensor, n: int):
    return x.split(n)[0]
