# Wrong if xs[k] = t (constant and run-time k, negative too) replaces another element or inserts.
# >>> inputs
# x:float32[B]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(2); n = 0
# x = torch.randn(3); n = 1
# x = torch.randn(2); n = 3
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple


def f(x: Tensor, n: int) -> Tuple[Tensor, int]:
    xs = [x, x + 1.0, x + 2.0, x + 3.0]
    xs[1] = x * 10.0
    xs[-1] = x * 20.0
    xs[n] = xs[n] - 100.0
    return torch.stack(xs), len(xs)
