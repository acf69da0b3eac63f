# F.avg_pool1d (and torch.avg_pool1d) and F.avg_pool3d on float64 and float32: padding,
# count_include_pad, ceil_mode, divisor_override, unbatched, a symbolic batch
# >>> inputs
# x:float64[batch,2,9]
# y:float32[batch,2,5,4,6]
# u:float32[3,8]
# <<<
# >>> sets
# x = torch.randn(2, 2, 9, dtype=torch.float64); y = torch.randn(2, 2, 5, 4, 6); u = torch.randn(3, 8)
# x = torch.randn(4, 2, 9, dtype=torch.float64); y = torch.randn(4, 2, 5, 4, 6); u = torch.randn(3, 8)
# x = torch.randn(1, 2, 9, dtype=torch.float64); y = torch.randn(1, 2, 5, 4, 6); u = torch.randn(3, 8)
# <<<
from typing import List

import torch
import torch.nn.functional as F
from torch import Tensor


def f(x: Tensor, y: Tensor, u: Tensor) -> List[Tensor]:
    a = F.avg_pool1d(x, 2)
    b = F.avg_pool1d(x, 3, 2, 1, True, False)
    c = torch.avg_pool1d(x, [4], [3], [2], True)
    d = F.avg_pool3d(y, 2)
    e = F.avg_pool3d(y, (3, 2, 3), (2, 1, 2), (1, 1, 0), ceil_mode=True)
    g = F.avg_pool3d(y, 2, 3, 1, False, False)
    h = F.avg_pool3d(y, 3, 2, 1, True, True, 7)
    i = F.avg_pool1d(u, 3, 2, ceil_mode=True)
    j = F.avg_pool1d(x, 3, 1, 1)
    return [a, b, c, d, e, g, h, i, j]
