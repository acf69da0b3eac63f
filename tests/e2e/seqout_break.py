# >>> inputs
# x:float32[b]
# limit:float32[]
# <<<
# >>> sets
# x = torch.tensor([5.0, 1.0, 2.0]); limit = 0.5
# x = torch.tensor([0.25, 3.0, 1.0, 1.0]); limit = 1.0
# x = torch.tensor([0.5, 0.25, 0.125, 4.0, 1.0]); limit = 3.0
# x = torch.tensor([0.5, 0.25, 0.125]); limit = 3.0
# <<<
# >>> min-opset
# 13
# <<<
# A list built in a while loop that breaks when a running sum passes the limit (after 0
# elements, 1, 3, or at the end of x without a break): the prefix sums so far.
import torch
from torch import Tensor
from typing import List


def f(x: Tensor, limit: float) -> List[Tensor]:
    sums: List[Tensor] = []
    acc = torch.zeros(1)
    i = 0
    while i < x.size(0):
        acc = acc + x[i]
        if bool(acc > limit):
            break
        sums.append(acc * float(i + 1))
        i += 1
    return sums
