# Issue 18 item 14: the tensors a run rebinds y to are held by a list: writes through y reach
# them, as the list's elements.
# >>> inputs
# x:float32[B,3]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(2, 3); n = 0
# x = torch.randn(4, 3); n = 1
# x = torch.randn(3, 3); n = 2
# x = torch.randn(2, 3); n = 3
# <<<
import torch
from torch import Tensor
from typing import List, Tuple


def f(x: Tensor, n: int) -> Tuple[Tensor, Tensor, Tensor]:
    ws = [x + 1, x * 2]
    y = ws[0]
    for i in range(n):
        y.add_(10)
        y = ws[1]
    return y, ws[0], ws[1]
