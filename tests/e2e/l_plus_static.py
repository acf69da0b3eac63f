# Wrong if list + list concatenates in the wrong order or shares the operands.
# >>> inputs
# x:float32[B]
# y:float32[B]
# <<<
# >>> sets
# x = torch.randn(2); y = torch.randn(2)
# x = torch.randn(4); y = torch.randn(4)
# x = torch.randn(1); y = torch.randn(1)
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple


def f(x: Tensor, y: Tensor) -> Tuple[Tensor, int, int]:
    a = [x]
    b = [y, x * y]
    c = a + b
    c.append(x - y)
    return torch.stack(c), len(a), len(b)
