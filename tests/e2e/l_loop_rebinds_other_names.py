# Lists of known length rebound in loops with other names for them: prev (the list
# before this run's rebinding) returned from inside the loop, keep (rebound in the outer
# loop to the list the inner loop made); a return inside the loop joins the lists of the
# same length as values. n = 0, 1 and 4 (the return in the loop).
# >>> inputs
# x:float32[3]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(3); n = 0
# x = torch.randn(3); n = 1
# x = torch.randn(3); n = 4
# <<<
import torch
from torch import Tensor
from typing import List, Tuple


def g(x: Tensor, n: int) -> List[Tensor]:
    hs = [x, x * 2.0]
    for i in range(n):
        prev = hs
        hs = [hs[1] + 1.0, hs[0]]
        if i == 2:
            return prev
    return hs


def f(x: Tensor, n: int):
    hs = [x, -x, x * 0.5]
    keep = hs
    for i in range(n):
        for j in range(2):
            hs = [hs[2], hs[0] + j, hs[1]]
        keep = hs
    return g(x, n), hs, keep[0], len(keep)
