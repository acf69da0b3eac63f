# >>> inputs
# x:float32[n,2,4,5]
# g:float32[n,3,6,2]
# <<<
# >>> sets
# x = torch.randn(1, 2, 4, 5); g = torch.rand(1, 3, 6, 2) * 3 - 1.5
# x = torch.randn(2, 2, 4, 5); g = torch.rand(2, 3, 6, 2) * 2.4 - 1.2
# x = torch.arange(40.).view(1, 2, 4, 5); g = torch.tensor([-1., -0.5, 0., 0.25, 0.5, 1., -1.25, 1.25, 0.1, -0.1, 0.75, -0.75] * 3).view(1, 3, 6, 2)
# <<<
# >>> min-opset
# 16
# <<<
# F.grid_sample: every mode (bilinear, nearest, bicubic) with every padding_mode (zeros,
# border, reflection), align_corners True and False (None: False), points outside the input,
# on pixel centres and half way between (nearest's ties); float64; run-time batch
import torch
import torch.nn.functional as F
from torch import Tensor
from typing import List


def f(x: Tensor, g: Tensor) -> List[Tensor]:
    r: List[Tensor] = []
    for mode in ['bilinear', 'nearest', 'bicubic']:
        for pad in ['zeros', 'border', 'reflection']:
            r.append(F.grid_sample(x, g, mode=mode, padding_mode=pad, align_corners=False))
            r.append(F.grid_sample(x, g, mode, pad, True))
    r.append(F.grid_sample(x, g))
    r.append(F.grid_sample(x, g.flip(1), "nearest", "reflection"))
    return r
