# A list kept for len() holds its elements by reference, as PyTorch's list does: len() of an
# element is its length at the len(), after appends to it (in a loop too), not at the `*`;
# a name rebound after the `*` does not change the element.  Wrong if the element's length
# is read where the list was built.
# >>> inputs
# x:float32[B]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(2); n = 0
# x = torch.randn(3); n = 1
# x = torch.randn(5); n = 4
# <<<
# >>> min-opset
# 13
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple


def f(x: Tensor, n: int) -> int:
    a = [0, 1]
    b = [x]
    xs = [a] * 1_000_000
    ys = [[b, b]] * 500_000
    ws = [[a], [a, a]] * 400_000
    zs = [x] * 300_000
    a.append(5)
    for i in range(n):
        b.append(x)
    x = x[1:]
    x.add_(1.0)
    return len(xs[0]) * 100 + len(ys[7][0]) * 10 + len(ws[-1][1]) + len(zs[5]) * 1000 + len(x)
