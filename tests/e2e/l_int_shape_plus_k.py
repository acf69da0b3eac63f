# Wrong if `shape + [k]` (a List[int] grown from x.size()) gives the wrong view or expand size.
# >>> inputs
# x:float32[B,3]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(2, 3); n = 1
# x = torch.randn(4, 3); n = 2
# x = torch.randn(2, 3); n = 3
# x = torch.randn(4, 3); n = 0
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple


def f(x: Tensor, n: int) -> Tuple[Tensor, Tensor, Tensor]:
    a = x.reshape(x.size() + [1])
    b = x.unsqueeze(0).expand([n] + list(x.shape))
    c = x.view(list(x.shape[:1]) + [3, 1])
    return a, b, c
