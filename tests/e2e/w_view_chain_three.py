# >>> inputs
# x:float32[B,4]
# <<<
# >>> sets
# x = torch.randn(3, 4)
# x = torch.randn(5, 4)
# x = torch.randn(4, 4)
# <<<
# Wrong if a write through a view of a view of a view (t, slice, select) is lost or misplaced.
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor) -> Tuple[Tensor, Tensor]:
    a = x.t()
    b = a[1:]
    c = b[:, 2]
    c.fill_(9.0)
    return x, a
