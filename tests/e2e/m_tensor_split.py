# Wrong if tensor_split by a count (uneven sizes) or by indices cuts at the wrong places.
# >>> inputs
# x:float32[B,7]
# <<<
# >>> sets
# x = torch.randn(2, 7)
# x = torch.randn(3, 7)
# x = torch.randn(5, 7)
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple


def f(x: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor, Tensor]:
    a, b, c = x.tensor_split(3, dim=1)
    p, q = torch.tensor_split(x, [2], dim=1)
    return a, b, c, p, q
