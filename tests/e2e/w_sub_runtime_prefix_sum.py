# >>> inputs
# x:float32[B,3]
# <<<
# >>> sets
# x = torch.randn(1, 3)
# x = torch.randn(5, 3)
# x = torch.randn(2, 3)
# <<<
# Wrong if `x[i] += x[i - 1]` in a loop reads the row before the previous trip's write.
import torch
from torch import Tensor


def f(x: Tensor) -> Tensor:
    for i in range(1, x.size(0)):
        x[i] += x[i - 1]
    return x
