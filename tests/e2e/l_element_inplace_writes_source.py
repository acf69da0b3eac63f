# Wrong if xs[0].add_(1) writes a copy: the list holds the tensor appended, so x changes too.
# >>> inputs
# x:float32[B]
# y:float32[B]
# <<<
# >>> sets
# x = torch.randn(2); y = torch.randn(2)
# x = torch.randn(3); y = torch.randn(3)
# x = torch.randn(6); y = torch.randn(6)
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple


def f(x: Tensor, y: Tensor) -> Tuple[Tensor, Tensor, Tensor]:
    xs = [x, y]
    xs[0].add_(1.0)
    xs[-1].mul_(2.0)
    return x, y, torch.stack(xs)
