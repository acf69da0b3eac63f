# User-style: list(x.shape) edited (shape[-1] = -1, insert) and passed to reshape; x.size() indexed.
# >>> inputs
# x:float32[B,C,4]
# <<<
# >>> sets
# x = torch.randn(2, 3, 4)
# x = torch.randn(5, 1, 4)
# x = torch.randn(1, 2, 4)
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple
import torch.nn.functional as F

def f(x: Tensor) -> Tensor:
    shape = list(x.shape)
    shape[-1] = -1
    shape.insert(1, 1)
    y = x.reshape(shape)
    s = x.size()
    return y * float(s[0]) + float(len(shape))
