# >>> inputs
# x:float32[B,3]
# <<<
# >>> sets
# x = torch.randn(2, 3)
# x = -torch.rand(5, 3)
# x = torch.rand(4, 3) + 1.0
# <<<
# Wrong if a condition read after a write in the same branch sees the pre-write value.
import torch
from torch import Tensor


def f(x: Tensor) -> Tensor:
    if bool(x.sum() > 0):
        x.zero_()
        if bool(x.sum() == 0):
            x += 2.0
    else:
        x -= 1.0
    return x
