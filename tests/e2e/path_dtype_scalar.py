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


# float() and int() of a 0-d tensor whose dtype depends on the branch
def f(x: Tensor) -> Tensor:
    s = x.sum()
    if s > 0:
        v = s.long()
    else:
        v = s * 2
    return x * float(v) + int(v)
