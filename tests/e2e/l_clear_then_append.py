# Wrong if clear() leaves elements behind or the list is not reused after it.
# >>> inputs
# x:float32[B]
# y:float32[B]
# <<<
# >>> sets
# x = torch.randn(2); y = torch.randn(2)
# x = torch.randn(5); y = torch.randn(5)
# x = torch.randn(3); y = torch.randn(3)
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple


def f(x: Tensor, y: Tensor) -> Tuple[Tensor, int]:
    xs = [x, y, x + y]
    xs.clear()
    xs.append(y * 2.0)
    return torch.stack(xs), len(xs)
