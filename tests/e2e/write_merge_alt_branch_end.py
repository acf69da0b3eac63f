# y is x1 when c held; a later if writes y on one branch only: the other branch's y is read
# with every memory as that branch left it (found by tests/gen --size 2: y's condition was
# read from the If's own output, inside it).
# >>> inputs
# x1:float32[4]
# c:bool[]
# n:int64[]
# <<<
# >>> sets
# x1 = torch.tensor([1.0, 2.0, 3.0, 4.0]); c = True; n = 0
# x1 = torch.tensor([1.0, 2.0, 3.0, 4.0]); c = False; n = 0
# x1 = torch.tensor([-1.0, 0.5, 2.0, 0.0]); c = True; n = 2
# x1 = torch.tensor([-1.0, 0.5, 2.0, 0.0]); c = False; n = 3
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x1: Tensor, c: bool, n: int) -> Tuple[Tensor, Tensor]:
    y = x1
    if c:
        y = x1 * 2
    if n > 1:
        pass
    else:
        y += 1.0
    return y, x1
