# >>> inputs
# x:float32[B,4]
# <<<
# >>> sets
# x = torch.randn(2, 4)
# x = torch.randn(5, 4)
# x = torch.randn(3, 4)
# <<<
# Wrong if zero_ on a column view does not clear the column in the base.
import torch
from torch import Tensor


def f(x: Tensor) -> Tensor:
    c = x[:, 1]
    c.zero_()
    x[0].zero_()
    return x
