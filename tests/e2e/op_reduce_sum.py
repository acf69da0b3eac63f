# >>> inputs
# x:float32[batch,n]
# <<<
# >>> sets
# x = torch.randn(2, 3)
# x = torch.randn(4, 5)
# x = torch.randn(1, 7)
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor, Tensor, Tensor]:
    return torch.sum(x), x.sum(), torch.sum(x, dim=1, keepdim=True), x.sum(0), x.sum(-1), torch.sum(x, 0, True)
