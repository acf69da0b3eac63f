# Wrong if constant indices (negative too) into a tuple of mixed types pick the wrong element.
# >>> inputs
# x:float32[B]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(2); n = 0
# x = torch.randn(3); n = 2
# x = torch.randn(2); n = 5
# x = torch.randn(3); n = 1
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple


def f(x: Tensor, n: int) -> Tuple[Tensor, int, Tensor, bool]:
    t = (x, n * 2, x + 1.0, n > 1)
    return t[-2] * float(t[1]), t[1], t[0], t[-1]
