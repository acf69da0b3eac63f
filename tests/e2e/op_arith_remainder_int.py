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


def f(a: Tensor, b: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor]:
    return torch.remainder(a, b), a % b, a.remainder(4), a % -3
