# Wrong if min(dim).indices of a named result kept in a variable and read twice comes from another call.
# >>> inputs
# x:float32[B,3]
# <<<
# >>> sets
# x = torch.randn(2, 3)
# x = torch.randn(4, 3)
# x = torch.randn(5, 3)
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple


def f(x: Tensor) -> Tuple[Tensor, Tensor, Tensor]:
    m = x.min(0)
    y = x - m.values
    return y, m.indices, torch.min(x, dim=-1).values
