# F.lp_pool1d and F.lp_pool2d: norm_type 2, 1, 3 and 1.5, stride defaulting to the kernel,
# ceil_mode with a last window past the input (PyTorch's average of its part, times the
# kernel's size), unbatched, float64, a symbolic batch
# >>> inputs
# x:float32[batch,3,7,6]
# y:float64[batch,2,9]
# u:float32[2,5,5]
# <<<
# >>> sets
# x = torch.rand(2, 3, 7, 6); y = torch.rand(2, 2, 9, dtype=torch.float64); u = torch.rand(2, 5, 5)
# x = torch.rand(4, 3, 7, 6) * 3; y = torch.rand(4, 2, 9, dtype=torch.float64) * 3; u = torch.rand(2, 5, 5)
# x = torch.randn(1, 3, 7, 6); y = torch.randn(1, 2, 9, dtype=torch.float64); u = torch.randn(2, 5, 5)
# <<<
from typing import List

import torch
import torch.nn.functional as F
from torch import Tensor


def f(x: Tensor, y: Tensor, u: Tensor) -> List[Tensor]:
    a = F.lp_pool2d(x, 2, 2)
    b = F.lp_pool2d(x, 1.0, (3, 2), (2, 1))
    c = F.lp_pool2d(x, 2, 3, 2, ceil_mode=True)
    d = F.lp_pool1d(y, 2, 3)
    e = F.lp_pool1d(y, 3, 2, 2, True)
    g = F.lp_pool1d(y, 1.5, 4, 1)
    h = F.lp_pool2d(u, 2.0, [2, 3], ceil_mode=True)
    return [a, b, c, d, e, g, h]
