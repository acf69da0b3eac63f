# >>> inputs
# x:float32[n]
# <<<
# >>> sets
# x = torch.randint(-20, 20, (6,)).float() * 0.5 + 0.25
# x = torch.randint(-20, 20, (9,)).float() * 0.5 + 0.25
# x = torch.tensor([-3.25, -0.75, 0.25, 1.25, 2.75])
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor) -> Tuple[Tensor, Tensor, Tensor]:
    return torch.remainder(x, 1.5), x % 2.0, x.remainder(-1.5)
