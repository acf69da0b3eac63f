# >>> inputs
# a:int64[n]
# b:int64[n]
# x:float32[n]
# <<<
# >>> sets
# a = torch.randint(-20, 20, (6,)); b = torch.tensor([3, -3, 7, -2, 5, 1]); x = torch.randint(-20, 20, (6,)).float() * 0.5 + 0.25
# a = torch.randint(-50, 50, (8,)); b = torch.tensor([2, -7, 3, 4, -1, 9, -5, 6]); x = torch.randint(-20, 20, (8,)).float() * 0.5 + 0.25
# a = torch.tensor([-7, 7, -1, 1, 0]); b = torch.tensor([2, 2, -2, -2, 3]); x = torch.tensor([-3.25, -0.75, 0.25, 1.25, 2.75])
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(a: Tensor, b: Tensor, x: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor]:
    p = torch.floor_divide(a, b)
    q = a // b
    r = a.floor_divide(2)
    s = x // 1.5
    return p, q, r, s
