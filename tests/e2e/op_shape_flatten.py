# >>> inputs
# x:float32[batch,2,3,n]
# <<<
# >>> sets
# x = torch.randn(2, 2, 3, 2)
# x = torch.randn(3, 2, 3, 4)
# x = torch.randn(1, 2, 3, 1)
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor]:
    return torch.flatten(x), x.flatten(1), torch.flatten(x, start_dim=1, end_dim=2), x.flatten(-2, -1)
