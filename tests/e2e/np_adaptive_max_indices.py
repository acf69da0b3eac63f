# adaptive_max_pool's indices (PyTorch's: within each plane, the first maximum): output
# sizes that divide the input and that do not (overlapping windows), larger than the input,
# 1, unbatched, float64, ties (integers as floats), a symbolic batch; the aten forms
# >>> inputs
# x:float32[batch,3,7,6]
# y:float64[batch,2,10]
# t:float32[2,5,4]
# <<<
# >>> sets
# x = torch.randn(2, 3, 7, 6); y = torch.randn(2, 2, 10, dtype=torch.float64); t = torch.randint(0, 3, (2, 5, 4)).float()
# x = torch.randn(4, 3, 7, 6); y = torch.randn(4, 2, 10, dtype=torch.float64); t = torch.randint(0, 2, (2, 5, 4)).float()
# x = torch.randn(1, 3, 7, 6); y = torch.randn(1, 2, 10, dtype=torch.float64); t = torch.randint(0, 3, (2, 5, 4)).float()
# <<<
from typing import List, Tuple

import torch
import torch.nn.functional as F
from torch import Tensor


def f(x: Tensor, y: Tensor, t: Tensor) -> List[Tuple[Tensor, Tensor]]:
    a = F.adaptive_max_pool2d(x, (3, 4), return_indices=True)
    b = F.adaptive_max_pool2d(x, 1, True)
    c = F.adaptive_max_pool2d_with_indices(x[0], [9, 5])
    d = F.adaptive_max_pool1d(y, 3, return_indices=True)
    e = torch.adaptive_max_pool1d(y, [4])
    g = x.adaptive_max_pool2d([2, 3])
    h = F.adaptive_max_pool2d(t, (2, 3), return_indices=True)
    i = F.adaptive_max_pool1d(t, 3, return_indices=True)
    return [a, b, c, d, e, g, h, i]
