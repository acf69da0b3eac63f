# User-style: chunk into two halves, a loop over unbind rows of run-time count (0, 1, many).
# >>> inputs
# x:float32[N,6]
# <<<
# >>> sets
# x = torch.randn(0, 6)
# x = torch.randn(1, 6)
# x = torch.randn(4, 6)
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple
import torch.nn.functional as F

def f(x: Tensor) -> Tensor:
    a, b = x.chunk(2, dim=-1)
    s = torch.zeros(3)
    for r in a.unbind(0):
        s = s + r
    return s + b.sum(0)
