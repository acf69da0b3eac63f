# Wrong if unbind over a symbolic dim then stack in reverse gives a fixed count.
# >>> inputs
# x:float32[B,3]
# <<<
# >>> sets
# x = torch.randn(1, 3)
# x = torch.randn(3, 3)
# x = torch.randn(4, 3)
# <<<
# >>> min-opset
# 13
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple


def f(x: Tensor) -> Tensor:
    rows = list(x.unbind(0))
    rows.reverse()
    return torch.stack(rows)
