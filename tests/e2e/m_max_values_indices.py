# Wrong if .values and .indices of max(dim) (NamedTuple fields) are swapped or taken along the wrong dim.
# >>> inputs
# x:float32[B,4]
# <<<
# >>> sets
# x = torch.randn(2, 4)
# x = torch.randn(3, 4)
# x = torch.randn(6, 4)
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple


def f(x: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor]:
    r = x.max(dim=1)
    v, i = torch.max(x, 0, keepdim=True)
    return r.values, r.indices, v, i
