# A list of known length rebound in a loop that breaks out early when the values settle and
# continues past some runs: every path's end carries the same three values. Runs 0 times,
# breaks at once, breaks later, and runs to the end.
# >>> inputs
# x:float32[n]
# k:int64[]
# <<<
# >>> sets
# x = torch.randn(3); k = 0
# x = torch.zeros(3); k = 4
# x = torch.tensor([4.0, -3.0]); k = 20
# x = torch.tensor([100.0, -300.0]); k = 3
# <<<
import torch
from typing import List
from torch import Tensor


def f(x: Tensor, k: int) -> List[Tensor]:
    hs = [x, x, x]
    for i in range(k):
        if i == 1:
            continue
        new = [hs[0] * 0.5, hs[0], hs[1]]
        if bool((new[0] - hs[0]).abs().max() < 0.1):
            hs = new
            break
        hs = new
    return hs
