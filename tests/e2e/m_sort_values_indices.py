# Wrong if sort's .indices is not the permutation of .values (descending and along dim 0 too).
# >>> inputs
# x:float32[B,3]
# <<<
# >>> sets
# x = torch.randn(2, 3)
# x = torch.randn(4, 3)
# x = torch.randn(5, 3)
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple


def f(x: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor]:
    s = x.sort(dim=1, descending=True)
    v, i = torch.sort(x, 0)
    return s.values, s.indices, v, i
