# `[y, x]` where y is an Optional[Tensor] refined by `is not None`: the list holds the
# tensor the check gives (the Optional's value); appends in a loop make it a sequence of
# run-time length that holds it too (issue 7, item 2 of the gen7 brief).
# >>> min-opset
# 16
# <<<
# >>> inputs
# x:float32[B]
# flag:bool[]
# n:int64[]
# <<<
# >>> sets
# x = torch.tensor([1.0, -2.0, 3.0]); flag = True; n = 0
# x = torch.tensor([1.0, -2.0, 3.0]); flag = False; n = 2
# x = torch.tensor([-1.0, 0.5]); flag = True; n = 2
# <<<
import torch
from torch import Tensor
from typing import List, Optional


def f(x: Tensor, flag: bool, n: int) -> Tensor:
    y: Optional[Tensor] = None
    if flag:
        y = x * 2.0
    if y is not None:
        xs = [y, x]
        for i in range(n):
            xs.append(y * float(i))
        return torch.stack(xs).sum(0)
    return x
