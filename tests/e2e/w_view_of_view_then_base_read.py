# >>> inputs
# x:float32[B,6]
# <<<
# >>> sets
# x = torch.randn(2, 6)
# x = torch.randn(5, 6)
# x = torch.randn(3, 6)
# <<<
# Wrong if a write through a view of a view is seen in the view but not in the base or the middle view.
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor) -> Tuple[Tensor, Tensor, Tensor]:
    m = x.view(-1, 2, 3)
    k = m[:, 1]
    k += 1.0
    return x, m, k
