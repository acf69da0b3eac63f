# Wrong if a List[float] of losses appended in a loop is averaged over the wrong count.
# >>> inputs
# x:float32[B]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(2); n = 0
# x = torch.randn(3); n = 1
# x = torch.randn(2); n = 4
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple


def f(x: Tensor, n: int) -> Tuple[float, int]:
    losses: List[float] = [float(x.abs().sum())]
    for i in range(n):
        losses.append(float((x * float(i)).abs().sum()))
    mean = sum(losses) / len(losses)
    return mean, len(losses)
