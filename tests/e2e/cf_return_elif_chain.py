# A long if/elif/else chain on a tensor statistic, each arm returning a tuple.
# >>> inputs
# x:float32[n]
# <<<
# >>> sets
# x = torch.tensor([10.0, 20.0])
# x = torch.tensor([1.0, 2.0, 3.0])
# x = torch.tensor([-1.0, 0.5])
# x = torch.tensor([-10.0, -5.0, -1.0, -2.0])
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor) -> Tuple[Tensor, int]:
    m = x.mean()
    if m > 10.0:
        return x - m, 3
    elif m > 1.0:
        return x * m, 2
    elif m > -1.0:
        return x + 1.0, 1
    else:
        return x.abs(), 0
