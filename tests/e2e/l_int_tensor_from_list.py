# Wrong if torch.tensor(a List[int] grown in a loop) has the wrong dtype or length (empty gives int64[0]).
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


def f(x: Tensor, n: int) -> Tuple[Tensor, Tensor]:
    ks: List[int] = []
    for i in range(n):
        ks.append(i * i - 2)
    t = torch.tensor(ks)
    return t, t.float().sum() + x
