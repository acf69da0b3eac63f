# >>> inputs
# x:float32[B,4]
# r:float32[4]
# <<<
# >>> sets
# x = torch.randn(2, 4); r = torch.randn(4)
# x = torch.randn(5, 4); r = torch.randn(4)
# x = torch.randn(3, 4); r = torch.randn(4)
# <<<
# Wrong if copy_ from a broadcast row does not fill every row, or the base of the copy target is stale.
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, r: Tensor) -> Tuple[Tensor, Tensor]:
    y = x[1:]
    y.copy_(r)
    return x, y
