# >>> inputs
# x:float32[n]
# <<<
# >>> sets
# x = torch.tensor([0.5, 1.5, 2.5, -0.5, -1.5, -2.5, 3.5])
# x = torch.tensor([0.4, 0.6, -0.4, -0.6, 10.5, 11.5])
# x = torch.randn(9) * 5
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor) -> Tuple[Tensor, Tensor]:
    return torch.round(x), x.round() * 2
