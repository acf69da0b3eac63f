# F.avg_pool2d: stride defaulting to the kernel, padding with and without count_include_pad,
# ceil_mode with a last window in the padding (dropped) and one reaching past it (its
# count stops at the padding), divisor_override, odd sizes, unbatched, a symbolic batch
# >>> inputs
# x:float32[batch,3,7,6]
# u:float32[2,5,5]
# <<<
# >>> sets
# x = torch.randn(2, 3, 7, 6); u = torch.randn(2, 5, 5)
# x = torch.randn(5, 3, 7, 6); u = torch.randn(2, 5, 5)
# x = torch.randn(1, 3, 7, 6) * 10; u = torch.randn(2, 5, 5)
# <<<
from typing import List

import torch
import torch.nn.functional as F
from torch import Tensor


def f(x: Tensor, u: Tensor) -> List[Tensor]:
    a = F.avg_pool2d(x, 2)
    b = F.avg_pool2d(x, 3, 2, 1)
    c = F.avg_pool2d(x, 3, 2, 1, count_include_pad=False)
    d = F.avg_pool2d(x, 2, 2, 1, ceil_mode=True)
    e = F.avg_pool2d(x, 2, 2, 1, True, False)
    g = F.avg_pool2d(x, [3, 2], [2, 3], [1, 1], True, True)
    h = F.avg_pool2d(x, 3, 2, 1, divisor_override=4)
    i = F.avg_pool2d(x, 3, 2, 1, True, False, 5)
    j = F.avg_pool2d(u, 2, ceil_mode=True)
    k = F.avg_pool2d(u, 3, 1, 1, count_include_pad=False)
    m = F.avg_pool2d(x, (1, 3), (1, 1), (0, 1))
    return [a, b, c, d, e, g, h, i, j, k, m]
