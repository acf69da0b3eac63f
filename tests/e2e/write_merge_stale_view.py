# A view made before a write, merged by an if whose one branch rebinds it: the other branch's
# value is the view replayed on the written base, inside that branch (found by tests/gen
# --size 2: it was replayed after the If and used inside it, an invalid graph).
# >>> inputs
# x0:float32[B,4]
# flag:bool[]
# <<<
# >>> sets
# x0 = torch.arange(8.0).reshape(2, 4); flag = True
# x0 = torch.arange(12.0).reshape(3, 4); flag = False
# x0 = torch.zeros(1, 4); flag = False
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x0: Tensor, flag: bool) -> Tuple[Tensor, Tensor]:
    a1 = x0.transpose(0, 1)
    x0.add_(1.0)
    if not flag:
        a1 = a1 * 3
    return x0, a1
