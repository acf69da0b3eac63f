# F.adaptive_avg_pool1d/2d/3d: output sizes that divide the input, that do not (PyTorch's
# overlapping windows), larger than the input, 1 (over a symbolic size too), 0, equal to the
# input; unbatched; float64; x.adaptive_avg_pool2d (aten's schema)
# >>> inputs
# x:float32[batch,3,7,6]
# y:float64[batch,2,10]
# z:float32[2,5,4,3]
# s:float32[batch,2,h,w]
# <<<
# >>> sets
# x = torch.randn(2, 3, 7, 6); y = torch.randn(2, 2, 10, dtype=torch.float64); z = torch.randn(2, 5, 4, 3); s = torch.randn(2, 2, 3, 5)
# x = torch.randn(4, 3, 7, 6); y = torch.randn(4, 2, 10, dtype=torch.float64); z = torch.randn(2, 5, 4, 3); s = torch.randn(4, 2, 6, 1)
# x = torch.randn(1, 3, 7, 6) * 5; y = torch.randn(1, 2, 10, dtype=torch.float64); z = torch.randn(2, 5, 4, 3); s = torch.randn(1, 2, 2, 9)
# <<<
from typing import List

import torch
import torch.nn.functional as F
from torch import Tensor


def f(x: Tensor, y: Tensor, z: Tensor, s: Tensor) -> List[Tensor]:
    a = F.adaptive_avg_pool2d(x, 1)
    b = F.adaptive_avg_pool2d(x, (3, 2))
    c = F.adaptive_avg_pool2d(x, [4, 5])
    d = F.adaptive_avg_pool2d(x, (9, 6))
    e = F.adaptive_avg_pool1d(y, 3)
    g = torch.adaptive_avg_pool1d(y, [4])
    h = F.adaptive_avg_pool1d(y, 1)
    i = F.adaptive_avg_pool3d(z, (3, 2, 1))
    j = F.adaptive_avg_pool3d(z, 2)
    k = x.adaptive_avg_pool2d([7, 0])
    m = F.adaptive_avg_pool2d(s, 1)
    o = F.adaptive_avg_pool2d(z, (3, 3))
    return [a, b, c, d, e, g, h, i, j, k, m, o]
