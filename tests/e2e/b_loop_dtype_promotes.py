# Wrong if an int64 accumulator that becomes float32 in the first trip (n > 0) keeps int64 arithmetic; uses are dtype-stable.
# >>> inputs
# x:float32[B]
# n:int64[]
# <<<
# >>> sets
# x = torch.tensor([0.5, 1.5]); n = 0
# x = torch.tensor([0.25, -1.5, 2.0]); n = 1
# x = torch.tensor([0.5, 1.25]); n = 3
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple


def f(x: Tensor, n: int) -> Tuple[Tensor, Tensor]:
    acc = torch.ones(x.size(0), dtype=torch.int64) * 3
    for i in range(n):
        acc = acc + x
    return acc / 2, acc.float()
