# List methods on a list of known length: two names for one list see every change.
# >>> inputs
# x:float32[n]
# <<<
# >>> sets
# x = torch.randn(3)
# x = torch.randn(5)
# x = torch.randn(1)
# <<<
import torch
from typing import List
from torch import Tensor


def f(x: Tensor) -> Tensor:
    xs: List[Tensor] = []
    xs.append(x)
    ys = xs
    ys.append(x * 2)
    xs += [x + 1]
    xs.insert(0, x - 1)
    a = xs.pop()
    xs.reverse()
    xs[0].add_(10)
    return torch.stack(xs) + a.sum() + len(xs)
