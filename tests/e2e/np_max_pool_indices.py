# max_pool's indices (PyTorch's: within each plane, padding not counted): F.max_pool1d/2d/3d
# with return_indices=True, F.max_pool2d_with_indices, torch.max_pool1d_with_indices (aten's), with
# padding, dilation, ceil_mode, unbatched, float64, symbolic batch and spatial sizes
# >>> inputs
# x:float32[batch,3,7,6]
# y:float64[batch,2,9]
# z:float32[2,2,h,4,5]
# u:float32[2,5,5]
# <<<
# >>> sets
# x = torch.randn(2, 3, 7, 6); y = torch.randn(2, 2, 9, dtype=torch.float64); z = torch.randn(2, 2, 3, 4, 5); u = torch.randn(2, 5, 5)
# x = torch.randn(4, 3, 7, 6); y = torch.randn(4, 2, 9, dtype=torch.float64); z = torch.randn(2, 2, 6, 4, 5); u = torch.randn(2, 5, 5)
# x = torch.randn(1, 3, 7, 6); y = torch.randn(1, 2, 9, dtype=torch.float64); z = torch.randn(2, 2, 2, 4, 5); u = torch.randn(2, 5, 5)
# <<<
from typing import List, Tuple

import torch
import torch.nn.functional as F
from torch import Tensor


def f(x: Tensor, y: Tensor, z: Tensor, u: Tensor) -> List[Tuple[Tensor, Tensor]]:
    a = F.max_pool2d(x, 2, return_indices=True)
    b = F.max_pool2d(x, 3, 2, 1, 1, True, True)
    c = F.max_pool2d_with_indices(x, (3, 2), (2, 1), (1, 0), (1, 2))
    e = F.max_pool1d(y, 3, 2, 1, 2, True, return_indices=True)
    j = torch.max_pool1d_with_indices(y, [2], [1], [1], [1], True)
    g = F.max_pool3d(z, 2, return_indices=True)
    h = F.max_pool2d(u, 2, ceil_mode=True, return_indices=True)
    i = F.max_pool2d(x, 2, return_indices=False), x
    return [a, b, c, e, g, h, i, j]
