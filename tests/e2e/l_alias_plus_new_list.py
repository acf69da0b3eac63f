# Xs + [t] makes a new list holding the same tensors (a write through it reaches xs's tensor), a rebinding of an element does not reach the other list.
# >>> inputs
# x:float32[N,3]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(2, 3); n = 0
# x = torch.randn(3, 3); n = 1
# x = torch.randn(4, 3); n = 3
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple
import torch.nn.functional as F

def f(x: Tensor, n: int) -> Tuple[Tensor, Tensor]:
    xs = [x.clone() for _ in range(2)]
    zs = xs + [x]
    xs = xs + [x * 2.0]
    zs[0].add_(5.0)
    b = xs[0]
    xs[0] = x * 0.0
    return b, torch.stack(zs).sum(0) + torch.stack(xs).sum(0)
