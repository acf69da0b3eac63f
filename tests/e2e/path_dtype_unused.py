# >>> inputs
# x:float32[batch]
# <<<
# >>> sets
# x = torch.tensor([1.5, 2.5])
# x = torch.tensor([-1.5, -2.7, 0.2])
# x = torch.tensor([0.0, 3.9, -0.5, 1.0])
# <<<
import torch
from torch import Tensor
from typing import Optional


# the dtype differs between the branches, but the variable is not used after the if
def f(x: Tensor) -> Tensor:
    if x.sum() > 0:
        v = x.long()
        y = x + 1
    else:
        v = x * 2
        y = x - 1
    return y
