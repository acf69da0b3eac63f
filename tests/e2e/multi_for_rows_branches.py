# >>> inputs
# x:float32[B,2]
# c:bool[]
# <<<
# >>> sets
# x = torch.randn(1, 2); c = True
# x = torch.randn(3, 2); c = False
# x = torch.randn(4, 2); c = True
# x = torch.randn(1, 2); c = False
# <<<
# for row in x inside both branches of an if, over x and over a slice of it
import torch
from torch import Tensor


def f(x: Tensor, c: bool):
    if c:
        for r in x:
            r += 1.0
    else:
        for r in x[1:]:
            r.mul_(3.0)
    return x
