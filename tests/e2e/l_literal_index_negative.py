# Wrong if negative indices count from the wrong end or a literal's elements are reordered.
# >>> inputs
# x:float32[B,3]
# y:float32[B,3]
# <<<
# >>> sets
# x = torch.randn(2, 3); y = torch.randn(2, 3)
# x = torch.randn(5, 3); y = torch.randn(5, 3)
# x = torch.randn(1, 3); y = torch.randn(1, 3)
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple


def f(x: Tensor, y: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor]:
    xs = [x, y, x * y, x - y]
    return xs[-1], xs[0], xs[-3], xs[2]
