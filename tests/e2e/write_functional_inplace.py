# F.relu(x, inplace=True) and friends write their first argument: every name for it sees the
# result; inplace=False leaves it alone.
# >>> inputs
# x:float32[n,3]
# <<<
# >>> sets
# x = torch.tensor([[1.0, -2.0, 0.5], [-1.0, 3.0, -0.25]])
# x = torch.tensor([[-1.0, -2.0, -0.5]])
# x = torch.zeros(0, 3)
# <<<
import torch
import torch.nn.functional as F
from torch import Tensor
from typing import Tuple


def f(x: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor]:
    y = x * 2.0
    alias = y
    row = y[0:1]
    r = F.relu(y, inplace=True)
    z = x - 1.0
    keep = F.leaky_relu(z, 0.1, inplace=False)
    F.leaky_relu(z, 0.2, inplace=True)
    return alias, row, r + 1.0, z - keep
