# F.max_pool1d/2d with ceil_mode over spatial sizes known only at run time: the last window
# kept where it starts inside the input or the left padding, dropped where it would start in
# the right padding (sizes chosen for both), with padding, dilation, an unbatched input
# >>> inputs
# x:float32[batch,2,h,w]
# y:float32[3,l]
# <<<
# >>> sets
# x = torch.randn(2, 2, 5, 6); y = torch.randn(3, 5)
# x = torch.randn(3, 2, 6, 9); y = torch.randn(3, 6)
# x = torch.randn(1, 2, 4, 3); y = torch.randn(3, 8)
# x = torch.randn(2, 2, 9, 4); y = torch.randn(3, 3)
# <<<
from typing import List

import torch
import torch.nn.functional as F
from torch import Tensor


def f(x: Tensor, y: Tensor) -> List[Tensor]:
    a = F.max_pool2d(x, 2, ceil_mode=True)
    b = F.max_pool2d(x, 2, 2, 1, ceil_mode=True)
    c = F.max_pool2d(x, 3, 2, 1, 1, True)
    d = F.max_pool2d(x, (3, 2), (2, 3), (1, 0), (1, 2), True)
    e = F.max_pool1d(y, 2, 2, 1, 1, True)
    g = F.max_pool1d(y, 3, 2, 0, 1, True)
    return [a, b, c, d, e, g]
