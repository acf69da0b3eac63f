# A list of known length that a loop rebinds to a new list of the same length each run
# (hs = [hs[1], hs[2], hs[0] * 0.5]) stays a list of three values: the loop carries them
# one by one, with no sequence, and the entry returns them as three outputs. A name bound
# to the list before the loop still sees the list it was (the loop made new ones). k = 0
# (the loop never runs), 1 and several.
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
from typing import List
from torch import Tensor


def f(x: Tensor, k: int) -> List[Tensor]:
    hs = [x, x * 2.0, x + 1.0]
    first = hs
    for i in range(k):
        hs = [hs[1], hs[2], hs[0] * 0.5 + i]
    return [hs[0], hs[1], hs[2], first[0] + first[2]]
