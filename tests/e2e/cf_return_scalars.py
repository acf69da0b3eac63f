# Returning Python scalars of each kind from different branches: int, float and bool.
# >>> inputs
# x:float32[n]
# <<<
# >>> sets
# x = torch.tensor([1.0, 2.0, 4.0])
# x = torch.tensor([-1.0, -3.0])
# x = torch.tensor([0.5, -1.5, 0.25, 0.0])
# x = torch.tensor([-0.5, -3.0, 0.25])
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor) -> Tuple[int, float, bool]:
    if x.sum() > 0:
        return int(x.argmax()), float(x.max()), True
    return x.size(0), float(x.mean()) * 2.0, bool(x.min() < -2.0)
