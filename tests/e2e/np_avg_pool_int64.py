# F.avg_pool1d/2d/3d of int64: PyTorch divides the sums as integers, toward zero (negative
# sums too), with padding, count_include_pad, ceil_mode and divisor_override
# >>> inputs
# x:int64[batch,2,7]
# y:int64[2,2,5,5]
# z:int64[1,2,3,4,3]
# <<<
# >>> sets
# x = torch.randint(-9, 10, (2, 2, 7)); y = torch.randint(-9, 10, (2, 2, 5, 5)); z = torch.randint(-9, 10, (1, 2, 3, 4, 3))
# x = torch.randint(-9, 10, (3, 2, 7)); y = torch.randint(-100, 10, (2, 2, 5, 5)); z = torch.randint(-9, 10, (1, 2, 3, 4, 3))
# x = torch.randint(-9, 10, (1, 2, 7)); y = torch.randint(-9, 100, (2, 2, 5, 5)); z = torch.randint(-9, 10, (1, 2, 3, 4, 3))
# <<<
from typing import List

import torch
import torch.nn.functional as F
from torch import Tensor


def f(x: Tensor, y: Tensor, z: Tensor) -> List[Tensor]:
    a = F.avg_pool1d(x, 2)
    b = F.avg_pool1d(x, 3, 2, 1, True, False)
    c = F.avg_pool2d(y, 2)
    d = F.avg_pool2d(y, 3, 2, 1, True, True)
    e = F.avg_pool2d(y, 2, 1, 1, divisor_override=3)
    g = F.avg_pool3d(z, 2, 1, 1, False, False)
    return [a, b, c, d, e, g]
