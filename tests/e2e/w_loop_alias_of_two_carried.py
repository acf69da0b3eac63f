# After a run y is a, so the next run's y.add_ writes a too: the loop carries a flag saying
# whether they are one tensor (issue 18 item 14; scriptc gave a wrong a before the link
# between two tensors made in the body was applied, then refused it).
# >>> inputs
# x:float32[N]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(3); n = 0
# x = torch.randn(4); n = 1
# x = torch.randn(3); n = 2
# x = torch.randn(2); n = 3
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, n: int) -> Tuple[Tensor, Tensor]:
    a = x * 2.0
    y = torch.zeros_like(x)
    for i in range(n):
        y.add_(1.0)
        a = a + x
        y = a
    return a, y
