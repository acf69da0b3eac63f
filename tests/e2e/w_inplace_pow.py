# >>> inputs
# x:float32[B,3]
# e:float32[3]
# <<<
# >>> sets
# x = torch.rand(2, 3) + 0.5; e = torch.tensor([2.0, 0.5, -1.0])
# x = torch.rand(5, 3) + 0.5; e = torch.tensor([1.0, 3.0, 0.0])
# x = torch.rand(4, 3) + 0.5; e = torch.tensor([-2.0, 2.0, 1.5])
# <<<
# Wrong if pow_ with a scalar or tensor exponent is applied to a copy or with the wrong exponent.
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, e: Tensor) -> Tuple[Tensor, Tensor]:
    y = x.clone()
    x.pow_(2)
    y.pow_(e)
    return x, y
