# Wrong if list slices ([1:], [:-1], [::2], [::-1]) pick or order the wrong elements.
# >>> inputs
# x:float32[B]
# <<<
# >>> sets
# x = torch.randn(2)
# x = torch.randn(5)
# x = torch.randn(3)
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple


def f(x: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor]:
    xs = [x, x + 1.0, x + 2.0, x + 3.0, x + 4.0]
    return torch.stack(xs[1:]), torch.stack(xs[:-1]), torch.stack(xs[::2]), torch.stack(xs[::-1])
