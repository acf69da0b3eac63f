# Wrong if a List[bool] is stored as ints, or any/all over it read the wrong elements.
# >>> inputs
# x:float32[B]
# n:int64[]
# <<<
# >>> sets
# x = torch.tensor([1.0, -2.0]); n = 0
# x = torch.tensor([1.0, 2.0, -0.5]); n = 1
# x = torch.tensor([-1.0, 0.5]); n = 3
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple


def f(x: Tensor, n: int) -> Tuple[Tensor, bool, bool]:
    bs: List[bool] = [bool(x[0] > 0)]
    for i in range(n):
        bs.append(i % 2 == 0)
    anyb = False
    allb = True
    for b in bs:
        anyb = anyb or b
        allb = allb and b
    return torch.tensor(bs), anyb, allb
