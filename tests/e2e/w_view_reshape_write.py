# >>> inputs
# x:float32[B,4]
# <<<
# >>> sets
# x = torch.randn(2, 4)
# x = torch.randn(5, 4)
# x = torch.randn(3, 4)
# <<<
# Wrong if a write through reshape (a view here, the base is contiguous) is lost in the base.
import torch
from torch import Tensor


def f(x: Tensor) -> Tensor:
    r = x.reshape(-1, 2, 2)
    r[:, 0, 1] = 7.0
    r[0] += 1.0
    return x
