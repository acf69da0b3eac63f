# A name a loop carries that each run (or some runs) binds again to the tensor it began as
# (`y = x` before the loop and at the end of the body): on the next run it is that tensor
# again, so `y.add_(1)` writes x (issue 18: refused as "may share its memory", asking for
# .clone()). x is written in place before the loop too; on other paths y becomes a new tensor.
# >>> inputs
# x:float32[3]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(3); n = 0
# x = torch.randn(3); n = 1
# x = torch.randn(3); n = 2
# x = torch.randn(3); n = 5
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, n: int) -> Tuple[Tensor, Tensor, Tensor, Tensor]:
    y = x
    x.add_(1.0)
    for i in range(n):
        y.add_(1.0)
        y = x
    a = x * 1.0
    z = a
    for i in range(n):
        z.mul_(2.0)
        if i % 2 == 0:
            z = z * 3.0
        else:
            z = a
    return x, y, a, z
