# A while loop on a bool flag recomputed from tensors at the end of each iteration.
# >>> inputs
# x:float32[n]
# <<<
# >>> sets
# x = torch.tensor([0.5, 1.0])
# x = torch.tensor([7.0, 1.0, 2.0])
# x = torch.tensor([100.0, 3.0])
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor) -> Tuple[Tensor, int]:
    done = False
    n = 0
    while not done:
        x = torch.floor(x / 2.0)
        n += 1
        done = bool((x < 2.0).all())
    return x, n
