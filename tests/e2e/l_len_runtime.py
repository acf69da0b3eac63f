# Wrong if len of a list grown under a condition in a loop is not the run-time count.
# >>> inputs
# x:float32[B]
# n:int64[]
# <<<
# >>> sets
# x = torch.tensor([1.0, -2.0]); n = 0
# x = torch.tensor([1.0, -2.0, 3.0]); n = 1
# x = torch.tensor([-1.0, 2.0]); n = 5
# <<<
# >>> min-opset
# 13
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple


def f(x: Tensor, n: int) -> Tuple[int, Tensor]:
    xs: List[Tensor] = []
    for i in range(n):
        if i % 2 == 0:
            xs.append(x * float(i))
    return len(xs), x * float(len(xs))
