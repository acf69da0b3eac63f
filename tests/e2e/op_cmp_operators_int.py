# >>> inputs
# i:int64[n]
# j:int64[n]
# <<<
# >>> sets
# i = torch.randint(-3, 4, (6,)); j = torch.randint(-3, 4, (6,))
# i = torch.randint(-3, 4, (10,)); j = torch.randint(-3, 4, (10,))
# i = torch.tensor([1, 2, 3]); j = torch.tensor([3, 2, 1])
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(i: Tensor, j: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, Tensor]:
    return i == j, i != 0, i < j, i <= 1, i > j, i >= -1, 2 < i
