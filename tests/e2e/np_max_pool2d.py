# F.max_pool2d: stride defaulting to the kernel, padding, dilation, ceil_mode with a last
# window in the padding (dropped, as PyTorch drops it) and one that is kept, odd sizes,
# an unbatched input, a symbolic batch; torch.max_pool2d (aten's schema) too
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
    a = F.max_pool2d(x, 2)
    b = F.max_pool2d(x, 3, 2, 1)
    c = F.max_pool2d(x, (3, 2), stride=(2, 1), padding=(1, 0), dilation=(1, 2))
    d = F.max_pool2d(x, 2, 2, 1, ceil_mode=True)
    e = F.max_pool2d(x, 3, 2, 0, 1, True)
    g = F.max_pool2d(x, [2, 3], [3, 2], [1, 1], 2, True)
    h = F.max_pool2d(u, 2, ceil_mode=True)
    i = torch.max_pool2d(x, [3, 3], [1, 2], [1, 0], [2, 1], True)
    j = F.max_pool2d(-x, 7, 1, 3)
    return [a, b, c, d, e, g, h, i, j]
