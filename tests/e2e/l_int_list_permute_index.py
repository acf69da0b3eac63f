# Wrong if a List[int] reversed by slicing (dims) or turned into an index tensor picks other dims or rows.
# >>> inputs
# x:float32[B,2,3]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(2, 2, 3); n = 0
# x = torch.randn(4, 2, 3); n = 1
# x = torch.randn(3, 2, 3); n = 2
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple


def f(x: Tensor, n: int) -> Tuple[Tensor, Tensor]:
    dims = [0, 1, 2]
    rows = [0]
    for i in range(n):
        rows.append(i + 1)
    return x.permute(dims[::-1]), x[torch.tensor(rows)]
