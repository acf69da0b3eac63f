# break and continue in the same loop, with a carried tensor, an int and a float.
# >>> inputs
# x:float32[n]
# <<<
# >>> sets
# x = torch.tensor([1.0, -2.0, 3.0, 100.0, 5.0])
# x = torch.tensor([200.0, 1.0])
# x = torch.tensor([-1.0, -2.0, -3.0])
# x = torch.tensor([4.0, 4.0, -1.0, 2.0, 0.5, 7.0])
# x = torch.zeros(0)
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor) -> Tuple[Tensor, int, float]:
    out = torch.zeros(1)
    skipped = 0
    total = 0.0
    for i in range(x.size(0)):
        v = x[i]
        if v > 50.0:
            break
        if v < 0.0:
            skipped += 1
            continue
        out = out + v.unsqueeze(0) * (i + 1)
        total += float(v)
    return out, skipped, total
