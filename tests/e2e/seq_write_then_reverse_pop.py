# After the write is followed, reverse and pop read the list with the written tensor.
# >>> inputs
# x:float32[B]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(2); n = 0
# x = torch.randn(3); n = 1
# x = torch.randn(2); n = 3
# <<<
# >>> min-opset
# 13
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple


def f(x: Tensor, n: int) -> Tuple[Tensor, Tensor]:
    xs = [x]
    for i in range(n):
        xs.append(x * float(i + 1))
    x.sub_(7.0)
    xs.reverse()
    last = xs.pop()
    xs.append(last * 2.0)
    return torch.stack(xs), last
