# Wrong if iterating x.size() (a List[int]) or indexing it negatively reads the wrong dims.
# >>> inputs
# x:float32[B,C,3]
# <<<
# >>> sets
# x = torch.randn(2, 4, 3)
# x = torch.randn(5, 1, 3)
# x = torch.randn(3, 2, 3)
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple


def f(x: Tensor) -> Tuple[int, int, Tensor]:
    numel = 1
    for d in x.size():
        numel *= d
    sz = x.size()
    return numel, sz[-2], x.reshape(sz[0], sz[-2] * sz[-1])
