# >>> inputs
# x:float32[batch,n]
# <<<
# >>> sets
# x = torch.randn(3, 4)
# x = torch.randn(4, 6)
# x = torch.randn(5, 3)
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor, Tensor, Tensor]:
    v, i = torch.topk(x, 2)
    v2, i2 = x.topk(3, dim=0)
    v3, i3 = torch.topk(x, k=1, dim=-1, largest=False, sorted=True)
    return v, i, v2, i2, v3, i3
