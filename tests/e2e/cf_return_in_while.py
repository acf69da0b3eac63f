# Early return from a while loop on a tensor condition; the returned tensor changes shape.
# >>> inputs
# x:float32[n]
# <<<
# >>> sets
# x = torch.tensor([9.0, 1.0, 2.0])
# x = torch.tensor([1.0, 2.0, 3.0, 4.0, 20.0, 1.0])
# x = torch.tensor([1.0, 1.0])
# x = torch.tensor([30.0])
# <<<
import torch
from torch import Tensor


def f(x: Tensor) -> Tensor:
    while x.size(0) > 1:
        if x[0] > 8.0:
            return x[:1] * 100.0
        x = x[1:] + x[0]
    return x
