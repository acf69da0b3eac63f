# >>> inputs
# i:int64[batch,n]
# j:int64[batch,n]
# <<<
# >>> sets
# i = torch.randint(-9, 9, (2, 3)); j = torch.randint(1, 9, (2, 3))
# i = torch.randint(-9, 9, (4, 2)); j = torch.randint(1, 9, (4, 2))
# i = torch.randint(-9, 9, (3, 5)); j = torch.randint(1, 9, (3, 5))
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(i: Tensor, j: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor, Tensor]:
    a = i + 2
    b = i * 0.5
    c = i / j
    d = i - 1.25
    e = i * j - 3
    return a, b, c, d, e
