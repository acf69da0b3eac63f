# >>> inputs
# x:float32[batch,n]
# <<<
# >>> sets
# x = torch.randn(2, 3) * 2
# x = torch.randn(4, 5) * 2
# x = torch.randn(3, 7) * 2
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor]:
    return torch.clamp_min(x, 0.0), x.clamp_min(0.1), torch.clamp_max(x, -0.2), x.clamp_max(1)
