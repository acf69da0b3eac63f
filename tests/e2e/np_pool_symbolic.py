# pools over spatial sizes known only at run time (two sizes each): MaxPool and AveragePool
# with padding, dilation, count_include_pad, where ceil_mode is not needed
# >>> inputs
# x:float32[batch,2,h,w]
# y:float32[2,l]
# <<<
# >>> sets
# x = torch.randn(2, 2, 7, 6); y = torch.randn(2, 9)
# x = torch.randn(3, 2, 10, 5); y = torch.randn(2, 4)
# x = torch.randn(1, 2, 4, 4); y = torch.randn(2, 12)
# <<<
from typing import List

import torch
import torch.nn.functional as F
from torch import Tensor


def f(x: Tensor, y: Tensor) -> List[Tensor]:
    a = F.max_pool2d(x, 2)
    b = F.max_pool2d(x, 3, 2, 1, (2, 1))
    c = F.avg_pool2d(x, 3, 2, 1)
    d = F.avg_pool2d(x, 3, 1, 1, count_include_pad=False)
    e = F.max_pool1d(y, 3, 1, 1)
    g = F.avg_pool1d(y, 2, 2, 1)
    return [a, b, c, d, e, g]
