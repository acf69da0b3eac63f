# Wrong if a comprehension over another comprehension's result or over x.unbind(1) gets the count wrong.
# >>> inputs
# x:float32[B,3]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(2, 3); n = 0
# x = torch.randn(4, 3); n = 1
# x = torch.randn(2, 3); n = 3
# <<<
# >>> min-opset
# 13
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple


def f(x: Tensor, n: int) -> Tuple[Tensor, Tensor]:
    a = [x * float(i + 1) for i in range(n + 1)]
    b = [t.sum(1) for t in a]
    c = [col * 2.0 for col in x.unbind(1)]
    return torch.stack(b), torch.stack(c, 1)
