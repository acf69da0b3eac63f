# Lists of known length holding tuples of numbers and bools, rebound by a loop each run:
# carried leaf by leaf (ints, floats, bools), returned flattened. Run 0, 1 and 4 times.
# >>> inputs
# x:float32[n]
# k:int64[]
# <<<
# >>> sets
# x = torch.randn(3); k = 0
# x = torch.randn(2); k = 1
# x = torch.randn(4); k = 4
# <<<
import torch
from typing import List, Tuple
from torch import Tensor


def f(x: Tensor, k: int):
    ps: List[Tuple[int, float]] = [(0, 0.0), (1, 1.5)]
    fl = [True, False]
    for i in range(k):
        ps = [(ps[1][0] + i, ps[0][1] * 2.0 + 1.0), (ps[0][0], ps[1][1] + 0.5)]
        fl = [fl[1], not fl[0]]
    return x * ps[0][1] + ps[1][0], fl, ps
