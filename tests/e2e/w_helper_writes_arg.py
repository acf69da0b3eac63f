# >>> inputs
# x:float32[B,3]
# <<<
# >>> sets
# x = torch.randn(2, 3)
# x = torch.randn(5, 3)
# x = torch.randn(4, 3)
# <<<
# Wrong if a helper that writes its argument in place (`def g(x): x.add_(1)`) leaves the caller's tensor unchanged.
import torch
from torch import Tensor
from typing import Tuple


def g(t: Tensor) -> None:
    t.add_(1.0)


def f(x: Tensor) -> Tuple[Tensor, Tensor]:
    y = x[0]
    g(x)
    g(y)
    return x, y
