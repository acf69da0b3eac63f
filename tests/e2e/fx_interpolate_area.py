# F.interpolate, mode area: adaptive_avg_pool of the size, or of floor(L * scale_factor)
# (always recomputed); 3-d, 4-d, 5-d; an output of 1 over a symbolic size
# >>> inputs
# x:float32[b,3,7]
# y:float32[batch,2,6,5]
# z:float64[2,2,3,4,5]
# s:float32[2,2,h,w]
# <<<
# >>> sets
# x = torch.randn(2, 3, 7); y = torch.randn(2, 2, 6, 5); z = torch.randn(2, 2, 3, 4, 5, dtype=torch.float64); s = torch.randn(2, 2, 3, 4)
# x = torch.randn(1, 3, 7); y = torch.randn(1, 2, 6, 5); z = torch.randn(2, 2, 3, 4, 5, dtype=torch.float64); s = torch.randn(2, 2, 8, 1)
# x = torch.randn(0, 3, 7); y = torch.randn(3, 2, 6, 5); z = torch.randn(2, 2, 3, 4, 5, dtype=torch.float64); s = torch.randn(2, 2, 1, 7)
# <<<
from typing import List

import torch
import torch.nn.functional as F
from torch import Tensor


def f(x: Tensor, y: Tensor, z: Tensor, s: Tensor) -> List[Tensor]:
    return [
        F.interpolate(x, 3, mode="area"),
        F.interpolate(x, scale_factor=0.6, mode="area"),
        F.interpolate(y, size=(4, 2), mode="area"),
        F.interpolate(y, scale_factor=(0.5, 1.5), mode="area"),
        F.interpolate(z, size=(2, 3, 4), mode="area"),
        F.interpolate(s, size=(1, 1), mode="area"),
    ]
