# >>> inputs
# t:float32[n,2,3]
# u:float64[n,3,4]
# <<<
# >>> sets
# t = torch.tensor([[[1., 0., 0.], [0., 1., 0.]]]); u = torch.eye(3, 4, dtype=torch.float64).unsqueeze(0)
# t = torch.randn(2, 2, 3); u = torch.randn(2, 3, 4, dtype=torch.float64)
# t = torch.randn(3, 2, 3); u = torch.randn(3, 3, 4, dtype=torch.float64)
# <<<
# F.affine_grid: 2-d and 3-d, align_corners True, False and None (False), sizes of 1 (the
# coordinate 0), even and odd (linspace's two halves), run-time sizes and batch
import torch
import torch.nn.functional as F
from torch import Tensor
from typing import List


def f(t: Tensor, u: Tensor) -> List[Tensor]:
    n = t.size(0)
    return [F.affine_grid(t, [n, 3, 4, 5], align_corners=False),
            F.affine_grid(t, [n, 1, 6, 7], align_corners=True),
            F.affine_grid(t, [n, 1, 1, 2], False), F.affine_grid(t, [n, 2, 3, 1], True),
            F.affine_grid(t, [n, 1, n + 1, 2 * n + 1], True),
            F.affine_grid(u, [n, 1, 2, 3, 4], align_corners=False), F.affine_grid(t, [n, 1, 2, 2]),
            F.affine_grid(u, [n, 1, 3, 1, 5], align_corners=True)]
