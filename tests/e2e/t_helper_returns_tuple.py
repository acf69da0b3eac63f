# Wrong if a helper's tuple result (tensor, int, nested tensor pair) is unpacked in another order.
# >>> inputs
# x:float32[B,3]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(2, 3); n = 0
# x = torch.randn(4, 3); n = 1
# x = torch.randn(2, 3); n = 3
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple


def stats(x: Tensor, k: int) -> Tuple[Tensor, int, Tuple[Tensor, Tensor]]:
    return x.mean(0), x.size(0) + k, (x.amax(0), x.amin(0))


def f(x: Tensor, n: int) -> Tuple[Tensor, int, Tensor]:
    m, c, (hi, lo) = stats(x, n)
    r = stats(x * 2.0, 1)
    return m + hi - lo, c, r[2][0]
