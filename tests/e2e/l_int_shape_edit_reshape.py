# Wrong if `s = list(x.shape); s[1] = -1` edits x's shape itself or the edit is lost before reshape.
# >>> inputs
# x:float32[B,4,3]
# <<<
# >>> sets
# x = torch.randn(2, 4, 3)
# x = torch.randn(5, 4, 3)
# x = torch.randn(1, 4, 3)
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple


def f(x: Tensor) -> Tuple[Tensor, Tensor, int]:
    s = list(x.shape)
    s[1] = -1
    s.pop()
    y = x.reshape(s)
    return y, x.view(x.size(0), -1), len(s)
