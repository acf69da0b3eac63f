# >>> inputs
# i:int64[n]
# k:int32[n]
# <<<
# >>> sets
# i = torch.randint(-9, 9, (5,)); k = torch.randint(-9, 9, (5,), dtype=torch.int32)
# i = torch.randint(-9, 9, (8,)); k = torch.randint(-9, 9, (8,), dtype=torch.int32)
# i = torch.randint(-9, 9, (3,)); k = torch.randint(-9, 9, (3,), dtype=torch.int32)
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(i: Tensor, k: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor]:
    return i.clamp(min=0, max=5), torch.clamp(k, -3, 3), i.clamp_min(-2), torch.clamp_max(k, 4)
