# User-style: h, w = x.shape, then meshgrid(arange(h), arange(w), indexing="ij").
# >>> inputs
# x:float32[H,W]
# <<<
# >>> sets
# x = torch.randn(3, 4)
# x = torch.randn(2, 2)
# x = torch.randn(1, 5)
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple
import torch.nn.functional as F

def f(x: Tensor) -> Tensor:
    h, w = x.shape
    gy, gx = torch.meshgrid(torch.arange(h), torch.arange(w), indexing="ij")
    return x * gy.float() + gx.float()
