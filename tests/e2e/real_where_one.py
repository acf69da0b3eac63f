# User-style: torch.where(cond) with one argument (a tuple of index tensors) and nonzero columns.
# >>> inputs
# x:float32[N,M]
# <<<
# >>> sets
# x = torch.randn(3, 4)
# x = torch.randn(1, 1)
# x = torch.randn(0, 2)
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple
import torch.nn.functional as F

def f(x: Tensor) -> Tuple[Tensor, Tensor]:
    idx = torch.where(x > 0)
    nz = torch.nonzero(x > 0)
    r, c = nz[:, 0], nz[:, 1]
    return idx[0] * 10 + idx[1], r - c
