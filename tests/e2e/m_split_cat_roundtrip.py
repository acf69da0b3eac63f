# Wrong if pieces of split(2, dim=1) edited in a comprehension are put back in another order.
# >>> inputs
# x:float32[B,6]
# <<<
# >>> sets
# x = torch.randn(2, 6)
# x = torch.randn(3, 6)
# x = torch.randn(5, 6)
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple


def f(x: Tensor) -> Tensor:
    parts = x.split(2, dim=1)
    edited = [p * float(i + 1) for i, p in enumerate(parts)]
    edited.reverse()
    return torch.cat(edited, 1)
