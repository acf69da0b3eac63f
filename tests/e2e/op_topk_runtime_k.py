# >>> inputs
# x:float32[n]
# k:int64[]
# <<<
# >>> sets
# x = torch.randn(5); k = 2
# x = torch.randn(8); k = 5
# x = torch.randn(3); k = 3
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, k: int) -> Tuple[Tensor, Tensor]:
    return torch.topk(x, k)
