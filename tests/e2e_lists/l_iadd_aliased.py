# Wrong if `xs += ys` makes a new list: TorchScript extends in place, so another name for xs sees it.
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
    xs = [x]
    zs = xs
    for i in range(n):
        xs += [x * float(i + 2)]
    xs += [x - 1.0, x + 1.0]
    return torch.stack(zs), len(zs)
