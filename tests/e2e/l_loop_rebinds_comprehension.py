# A list comprehension over a list of known length, rebinding it in a while loop whose
# condition is a tensor's value: the list stays three values carried by the loop. The
# while loop runs 0 times (the first set), once, and several times.
# >>> inputs
# x:float32[n]
# limit:float32[]
# <<<
# >>> sets
# x = torch.tensor([5.0, 1.0]); limit = torch.tensor(1.0)
# x = torch.tensor([0.5, 0.25, 0.125]); limit = torch.tensor(1.0)
# x = torch.tensor([0.01, -0.02]); limit = torch.tensor(3.0)
# <<<
import torch
from typing import List
from torch import Tensor


def f(x: Tensor, limit: Tensor):
    hs = [x, x.abs(), x * x]
    steps = 0
    while bool(torch.stack(hs).abs().sum() < limit):
        hs = [h * 2.0 + 0.01 for h in hs]
        steps += 1
    return torch.stack(hs), steps
