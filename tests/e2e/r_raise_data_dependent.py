# Wrong if a raise on a tensor-valued condition (never true in the sets) makes the other path conditional.
# >>> inputs
# x:float32[B]
# <<<
# >>> sets
# x = torch.tensor([1.0, 2.0])
# x = torch.tensor([0.5, 0.25, 3.0])
# x = torch.tensor([4.0, 8.0])
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple


def f(x: Tensor) -> Tensor:
    if bool((x <= 0).any()):
        raise ValueError("x must be positive")
    return torch.log(x)
