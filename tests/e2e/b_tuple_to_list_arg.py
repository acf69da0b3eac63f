# a tuple given for a parameter declared List[int] or List[Tensor] (or Optional[List[int]])
# is a new list of its items, as TorchScript's tryConvertToType makes it: the callee's
# append changes that list, not the caller's tuple; tuples of run-time ints too
# >>> inputs
# x:float32[n]
# k:int64[]
# <<<
# >>> sets
# x = torch.randn(3); k = 0
# x = torch.randn(5); k = 2
# x = torch.randn(1); k = -4
# <<<
from typing import List, Optional

import torch
from torch import Tensor


def g(xs: List[int], ts: List[Tensor]) -> Tensor:
    xs.append(4)
    return ts[0] * len(xs) + xs[0] + ts[-1]


def h(s: Optional[List[int]] = None) -> int:
    if s is None:
        return -1
    return s[0] * 10 + s[-1]


def f(x: Tensor, k: int) -> List[Tensor]:
    t = (2, k)
    r = g(t, (x, x + 1))
    return [r + t[0] + t[1] + len(t), torch.tensor(h((k, x.size(0)))), torch.tensor(h())]
