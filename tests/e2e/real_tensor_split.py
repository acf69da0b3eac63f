# User-style: tensor_split into 3 parts of symbolic sizes (some empty), a loop over them.
# >>> inputs
# x:float32[N,4]
# <<<
# >>> sets
# x = torch.randn(7, 4)
# x = torch.randn(3, 4)
# x = torch.randn(1, 4)
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple
import torch.nn.functional as F

def f(x: Tensor) -> Tensor:
    parts = torch.tensor_split(x, 3, dim=0)
    out = torch.zeros(4)
    for p in parts:
        if p.shape[0] > 0:
            out = out + p.mean(0)
    return out + float(len(parts))
