# >>> inputs
# x:int64[B,4]
# <<<
# >>> sets
# x = torch.randint(-9, 9, (2, 4))
# x = torch.randint(-9, 9, (5, 4))
# x = torch.randint(-9, 9, (3, 4))
# <<<
# Wrong if clamp_ of an int64 tensor with int bounds is computed in float or on a copy.
import torch
from torch import Tensor


def f(x: Tensor) -> Tensor:
    r = x[0]
    x.clamp_(-2, 3)
    return r
