# F.adaptive_max_pool1d/2d: output sizes that divide the input, that do not, larger than the
# input, 1 (over symbolic sizes), unbatched, float64; the aten forms' values
# >>> inputs
# x:float32[batch,3,7,6]
# y:float64[batch,2,10]
# s:float32[batch,2,h,w]
# <<<
# >>> sets
# x = torch.randn(2, 3, 7, 6); y = torch.randn(2, 2, 10, dtype=torch.float64); s = torch.randn(2, 2, 3, 5)
# x = torch.randn(4, 3, 7, 6); y = torch.randn(4, 2, 10, dtype=torch.float64); s = torch.randn(4, 2, 6, 1)
# x = torch.randn(1, 3, 7, 6) * 5; y = torch.randn(1, 2, 10, dtype=torch.float64); s = torch.randn(1, 2, 2, 9)
# <<<
from typing import List

import torch
import torch.nn.functional as F
from torch import Tensor


def f(x: Tensor, y: Tensor, s: Tensor) -> List[Tensor]:
    a = F.adaptive_max_pool2d(x, 1)
    b = F.adaptive_max_pool2d(x, (3, 4))
    c = F.adaptive_max_pool2d(x[0], [9, 5])
    d = F.adaptive_max_pool1d(y, 3)
    e = torch.adaptive_max_pool1d(y, [4])[0]
    g = x.adaptive_max_pool2d([2, 2])[0]
    h = F.adaptive_max_pool2d(s, 1)
    return [a, b, c, d, e, g, h]
