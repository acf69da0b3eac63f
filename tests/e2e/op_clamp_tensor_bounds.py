# >>> inputs
# x:float32[batch,n]
# lo:float32[n]
# hi:float32[batch,n]
# <<<
# >>> sets
# x = torch.randn(2, 3) * 2; lo = -torch.rand(3); hi = torch.rand(2, 3)
# x = torch.randn(4, 5) * 2; lo = -torch.rand(5); hi = torch.rand(4, 5)
# x = torch.randn(3, 2) * 2; lo = -torch.rand(2); hi = torch.rand(3, 2)
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, lo: Tensor, hi: Tensor) -> Tuple[Tensor, Tensor, Tensor]:
    return torch.clamp(x, min=lo, max=hi), x.clamp(lo), x.clamp(max=hi)
