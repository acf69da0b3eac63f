# F.binary_cross_entropy's inputs must be in [0, 1]: PyTorch raises for one outside or a
# NaN, and the model fails at run time; inputs 0 and 1 are taken (their logs clamped at
# -100)
# >>> inputs
# x:float32[n]
# y:float32[n]
# <<<
# >>> sets
# x = torch.tensor([0., 1, 0.5]); y = torch.tensor([1., 0, 0.5])
# x = torch.rand(5); y = torch.rand(5)
# x = torch.rand(0); y = torch.rand(0)
# <<<
# >>> raises
# x = torch.tensor([0.5, 1.5, 0.5]); y = torch.rand(3)
# x = torch.tensor([0.5, float('nan')]); y = torch.rand(2)
# x = torch.tensor([-0.001]); y = torch.rand(1)
# <<<
from typing import List

import torch
import torch.nn.functional as F
from torch import Tensor


def f(x: Tensor, y: Tensor) -> List[Tensor]:
    return [F.binary_cross_entropy(x, y, reduction="none"), F.binary_cross_entropy(x, y)]
