# >>> inputs
# i:int32[batch,n]
# j:int32[batch,n]
# k:int64[batch,n]
# <<<
# >>> sets
# i = torch.randint(-9, 9, (2, 3), dtype=torch.int32); j = torch.randint(1, 9, (2, 3), dtype=torch.int32); k = torch.randint(-9, 9, (2, 3))
# i = torch.randint(-9, 9, (4, 2), dtype=torch.int32); j = torch.randint(1, 9, (4, 2), dtype=torch.int32); k = torch.randint(-9, 9, (4, 2))
# i = torch.randint(-9, 9, (1, 6), dtype=torch.int32); j = torch.randint(1, 9, (1, 6), dtype=torch.int32); k = torch.randint(-9, 9, (1, 6))
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(i: Tensor, j: Tensor, k: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor, Tensor]:
    a = i + j * 3
    b = i - 7
    c = i + k
    d = i * 1.5
    e = torch.div(i, j, rounding_mode='floor')
    return a, b, c, d, e
