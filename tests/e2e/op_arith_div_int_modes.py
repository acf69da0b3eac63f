# >>> inputs
# a:int64[n]
# b:int64[n]
# <<<
# >>> sets
# a = torch.randint(-20, 20, (6,)); b = torch.tensor([3, -3, 7, -2, 5, 1])
# a = torch.randint(-50, 50, (8,)); b = torch.tensor([2, -7, 3, 4, -1, 9, -5, 6])
# a = torch.tensor([-7, 7, -1, 1, 0]); b = torch.tensor([2, 2, -2, -2, 3])
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(a: Tensor, b: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor, Tensor]:
    q = a / b
    fl = torch.div(a, b, rounding_mode='floor')
    tr = a.div(b, rounding_mode='trunc')
    h = torch.true_divide(a, 2)
    k = a.div(3, rounding_mode='floor')
    return q, fl, tr, h, k
