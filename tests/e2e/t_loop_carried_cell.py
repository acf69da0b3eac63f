# Tuples carried through loops (rebound each run, unpacked, indexed), as in recurrent cells
# that keep (h, c); a loop that runs 0 times keeps the initial tuple.
# >>> inputs
# x:float32[n]
# k:int64[]
# <<<
# >>> sets
# x = torch.randn(3); k = 0
# x = torch.randn(4); k = 1
# x = torch.randn(2); k = 5
# <<<
import torch
from typing import Tuple
from torch import Tensor


def cell(x: Tensor, s: Tuple[Tensor, Tensor]) -> Tuple[Tensor, Tensor]:
    h, c = s
    c2 = c * 0.5 + torch.tanh(x + h)
    return torch.sigmoid(c2), c2


def f(x: Tensor, k: int) -> Tuple[Tensor, Tensor, int]:
    state = (x * 0, x * 0 + 1)
    pair = (0, 1)
    i = 0
    while i < k:
        state = cell(x, state)
        pair = (pair[1], pair[0] + pair[1])
        i += 1
    h, c = state
    return h + c, state[1] * 2, pair[0]
