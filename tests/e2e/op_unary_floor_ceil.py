# >>> inputs
# x:float32[batch,n]
# <<<
# >>> sets
# x = torch.randn(2, 3) * 4
# x = torch.tensor([[-2.0, -1.5, -0.5, 0.0], [0.5, 1.0, 1.5, 2.25]])
# x = torch.randn(5, 2) * 4
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor]:
    return torch.floor(x), x.floor(), torch.ceil(x), x.ceil()
