# >>> inputs
# i:int64[n]
# j:int64[m]
# p:bool[n]
# q:bool[m]
# <<<
# >>> sets
# i = torch.randint(0, 9, (3,)); j = torch.randint(0, 9, (2,)); p = torch.rand(3) > 0.5; q = torch.rand(2) > 0.5
# i = torch.randint(0, 9, (5,)); j = torch.randint(0, 9, (4,)); p = torch.rand(5) > 0.5; q = torch.rand(4) > 0.5
# i = torch.randint(0, 9, (1,)); j = torch.randint(0, 9, (3,)); p = torch.rand(1) > 0.5; q = torch.rand(3) > 0.5
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(i: Tensor, j: Tensor, p: Tensor, q: Tensor) -> Tuple[Tensor, Tensor, Tensor]:
    return torch.cat([i, j]), torch.cat((p, q), 0), torch.stack([i, i * 2], 0)
