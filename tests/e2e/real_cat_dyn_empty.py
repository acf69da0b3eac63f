# User-style: column slices appended in a loop of 0, 1 or many runs, cat of them or an empty result.
# >>> inputs
# x:float32[N,4]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(3, 4); n = 0
# x = torch.randn(2, 4); n = 1
# x = torch.randn(5, 4); n = 4
# <<<
# >>> min-opset
# 13
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple
import torch.nn.functional as F

def f(x: Tensor, n: int) -> Tensor:
    outs: List[Tensor] = []
    for i in range(n):
        outs.append(x[:, i:i + 1])
    if len(outs) == 0:
        return torch.zeros(x.shape[0], 0)
    return torch.cat(outs, dim=1)
