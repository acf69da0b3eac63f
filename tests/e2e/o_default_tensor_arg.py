# Wrong if a helper's Optional[Tensor] = None default is taken when a tensor is passed by keyword.
# >>> inputs
# x:float32[B,2]
# m:bool[B,2]
# <<<
# >>> sets
# x = torch.randn(2, 2); m = torch.rand(2, 2) > 0.5
# x = torch.randn(3, 2); m = torch.rand(3, 2) > 0.5
# x = torch.randn(4, 2); m = torch.rand(4, 2) > 0.5
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple


def masked_mean(x: Tensor, mask: Optional[Tensor] = None) -> Tensor:
    if mask is None:
        return x.mean(0)
    w = mask.float()
    return (x * w).sum(0) / (w.sum(0) + 1.0)


def f(x: Tensor, m: Tensor) -> Tuple[Tensor, Tensor]:
    return masked_mean(x), masked_mean(x, mask=m)
