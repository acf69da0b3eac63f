# Wrong if topk's .values/.indices come out in another order or k is taken from the wrong dim.
# >>> inputs
# x:float32[B,5]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(2, 5); n = 1
# x = torch.randn(3, 5); n = 2
# x = torch.randn(4, 5); n = 5
# x = torch.randn(3, 5); n = 0
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple


def f(x: Tensor, n: int) -> Tuple[Tensor, Tensor, Tensor]:
    t = x.topk(n, dim=1)
    small = torch.topk(x, 1, dim=0, largest=False)
    return t.values, t.indices, small.indices
