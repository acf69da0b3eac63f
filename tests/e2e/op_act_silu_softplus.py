# >>> inputs
# x:float32[batch,n]
# <<<
# >>> sets
# x = torch.randn(2, 3)
# x = torch.randn(4, 5) * 4
# x = torch.randn(3, 7) * 8
# <<<
import torch
import torch.nn.functional as F
from torch import Tensor
from typing import Tuple


def f(x: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor]:
    return F.silu(x), F.softplus(x), F.softplus(x, beta=2.0, threshold=5.0), F.softplus(x, 0.5)
