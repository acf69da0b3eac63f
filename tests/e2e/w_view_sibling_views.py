# >>> inputs
# x:float32[B,4]
# <<<
# >>> sets
# x = torch.randn(2, 4)
# x = torch.randn(5, 4)
# x = torch.randn(3, 4)
# <<<
# Wrong if a write through one view is not seen through a sibling view of the same base.
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor) -> Tuple[Tensor, Tensor]:
    col = x[:, 0]
    row = x[0]
    col.fill_(1.0)
    row.add_(10.0)
    return col, row
