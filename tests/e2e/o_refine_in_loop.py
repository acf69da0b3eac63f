# Wrong if an Optional carried through a loop (None until a data-dependent trip sets it) is refined with the wrong trip's value.
# >>> min-opset
# 16
# <<<
# >>> inputs
# x:float32[B]
# n:int64[]
# <<<
# >>> sets
# x = torch.tensor([1.0, -1.0]); n = 0
# x = torch.tensor([0.5, 2.0, -1.0]); n = 1
# x = torch.tensor([-1.0, 0.5]); n = 4
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple


def f(x: Tensor, n: int) -> Tuple[Tensor, bool]:
    first: Optional[Tensor] = None
    for i in range(n):
        y = x * float(i) - 1.0
        if first is None and bool((y > 0).any()):
            first = y
    if first is not None:
        return first, True
    return x, False
