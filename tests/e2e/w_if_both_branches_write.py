# >>> inputs
# x:float32[B,3]
# c:float32[]
# <<<
# >>> sets
# x = torch.randn(2, 3); c = torch.tensor(1.0)
# x = torch.randn(5, 3); c = torch.tensor(-1.0)
# x = torch.randn(4, 3); c = torch.tensor(0.5)
# <<<
# Wrong if both branches write the same base differently: the merge keeps one branch's write on both paths.
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, c: Tensor) -> Tuple[Tensor, Tensor]:
    y = x.t()
    if bool(c > 0):
        x[0] = c
    else:
        y[1] = c
    return x, y
