# >>> inputs
# x:int64[B,3]
# v:int64[B,3]
# <<<
# >>> sets
# x = torch.randint(-5, 5, (2, 3)); v = torch.randint(-5, 5, (2, 3))
# x = torch.randint(-5, 5, (5, 3)); v = torch.randint(-5, 5, (5, 3))
# x = torch.randint(-5, 5, (4, 3)); v = torch.randint(-5, 5, (4, 3))
# <<<
# Wrong if sub_ on an int64 tensor with alpha is computed in float or loses the write.
import torch
from torch import Tensor


def f(x: Tensor, v: Tensor) -> Tensor:
    x.sub_(v, alpha=3)
    x.sub_(1)
    return x
