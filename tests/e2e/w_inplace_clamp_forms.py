# >>> inputs
# x:float32[B,3]
# <<<
# >>> sets
# x = torch.randn(2, 3) * 3
# x = torch.randn(5, 3) * 3
# x = torch.randn(4, 3) * 3
# <<<
# Wrong if clamp_ with only min, only max, or both is applied to a copy or with the wrong bound.
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor) -> Tuple[Tensor, Tensor, Tensor]:
    a = x.clone()
    a.clamp_(min=-1.0)
    b = x.clone()
    b.clamp_(max=0.5)
    x.clamp_(-0.25, 2.0)
    return a, b, x
