# for loop with a break on a tensor condition: accumulate rows until the running sum exceeds
# a limit. Rows are integers so the comparisons have clear margins.
# >>> inputs
# x:float32[n,2]
# limit:float32[]
# <<<
# >>> sets
# x = torch.tensor([[5.0, 6.0], [1.0, 1.0], [2.0, 0.0]]); limit = 4.5
# x = torch.tensor([[1.0, 1.0], [3.0, 0.0], [2.0, 2.0], [1.0, 0.0]]); limit = 4.5
# x = torch.tensor([[1.0, 0.0], [1.0, 0.0]]); limit = 10.5
# x = torch.zeros(0, 2); limit = 1.5
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, limit: float) -> Tuple[Tensor, int]:
    acc = torch.zeros(2)
    used = 0
    for i in range(x.size(0)):
        acc = acc + x[i]
        used += 1
        if acc.sum() > limit:
            break
    return acc, used
