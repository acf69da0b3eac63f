# A sliding window over time steps, as users write it: win = win[1:] + [x[t]] keeps three
# frames; the loop carries them as three values (a slice and a + of lists of known length
# give one of known length). The window after 0, 1, 2 and 7 steps (the first frames are
# the zeros it started with).
# >>> inputs
# x:float32[T,C]
# <<<
# >>> sets
# x = torch.randn(0, 4)
# x = torch.randn(1, 4)
# x = torch.randn(2, 3)
# x = torch.randn(7, 4)
# <<<
# >>> min-opset
# 13
# <<<
import torch
from typing import List
from torch import Tensor


def f(x: Tensor):
    z = torch.zeros(x.size(1))
    win: List[Tensor] = [z, z, z]
    outs: List[Tensor] = []
    for t in range(x.size(0)):
        win = win[1:] + [x[t]]
        outs.append(torch.stack(win).mean(0))
    smooth = torch.stack(outs) if len(outs) > 0 else torch.zeros(0, x.size(1))
    return smooth, torch.stack(win), win[-1] - win[0]
