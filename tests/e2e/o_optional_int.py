# Wrong if an Optional[int] default of None and a given int take the same path.
# >>> inputs
# x:float32[B,4]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(2, 4); n = 0
# x = torch.randn(3, 4); n = 1
# x = torch.randn(2, 4); n = 3
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple


def head(x: Tensor, k: Optional[int] = None) -> Tensor:
    if k is None:
        return x.sum(1)
    return x[:, :k].sum(1)


def f(x: Tensor, n: int) -> Tuple[Tensor, Tensor, Tensor]:
    return head(x), head(x, n), head(x, k=2)
