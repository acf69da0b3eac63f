# Wrong if an Optional[Tensor] helper argument takes the None branch for a tensor, or the other way round.
# >>> inputs
# x:float32[B,3]
# b:float32[3]
# <<<
# >>> sets
# x = torch.randn(2, 3); b = torch.randn(3)
# x = torch.randn(4, 3); b = torch.randn(3)
# x = torch.randn(1, 3); b = torch.randn(3)
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple


def lin(x: Tensor, bias: Optional[Tensor]) -> Tensor:
    y = x * 2.0
    if bias is not None:
        y = y + bias
    return y


def f(x: Tensor, b: Tensor) -> Tuple[Tensor, Tensor]:
    return lin(x, None), lin(x, b)
