# Calls that compute integers and bools in the default float (sqrt, sigmoid, exp): PyTorch
# converts an int64 count or a bool mask to float32 first, so with a float32 other side they give
# float32 either way.
# >>> inputs
# x:float32[B]
# n:int64[]
# <<<
# >>> sets
# x = torch.tensor([1.0, -2.0, 3.0]); n = 0
# x = torch.tensor([1.5, 2.0]); n = 2
# x = torch.tensor([-1.0, 0.25, 5.0, 7.5]); n = 3
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, n: int) -> Tuple[Tensor, Tensor, Tensor, Tensor]:
    if n > 1:
        c = (x > -100.0).sum()
        m = x > 0
    else:
        c = x.abs().sum()
        m = torch.sigmoid(x)
    return torch.sqrt(c), c.sigmoid(), torch.exp(m), x / m.exp()
