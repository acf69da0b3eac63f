# --pool-nan: NaN through max pools lowered as MaxPool minus the window sums of Clip(x, 0, 0) (NaN where
# x is, 0 elsewhere): NaN at every position of the window, infinities (which Clip makes 0,
# so a window of +inf and no NaN stays +inf), -0, ceil_mode (the extra end padding), padding,
# 1-d/3-d, unbatched, symbolic sizes at two sizes (ceil_mode padded at run time); and the
# clamps lowered to Clip (relu6, hardtanh, hardsigmoid, hardswish, F.normalize's eps), which
# keep a NaN as PyTorch's clamp does
# >>> inputs
# x:float32[n,2,h,w]
# z:float32[2,5,5,5]
# u:float32[3,l]
# <<<
# >>> options
# --pool-nan
# <<<
# >>> sets
# x = torch.randn(2, 2, 7, 7); x[0, 0, 0, 0] = float('nan'); x[0, 1, 6, 6] = float('nan'); x[1, 0, 3, 4] = float('inf'); x[1, 1, 2, 2] = -float('inf'); x[1, 1, 5, 5] = float('nan'); z = torch.randn(2, 5, 5, 5); z[0, 4, 4, 4] = float('nan'); z[1, 0, 2, 1] = float('inf'); u = torch.randn(3, 9); u[1, 8] = float('nan'); u[2, 0] = float('inf')
# x = torch.full((1, 2, 6, 5), -0.0); x[0, 0, 5, 4] = float('nan'); x[0, 1, 0, 0] = float('inf'); z = -torch.rand(2, 5, 5, 5); z[1, 2, 2, 2] = float('nan'); u = torch.full((3, 5), float('inf')); u[0, 2] = float('nan'); u[2] = -0.0
# x = torch.randn(3, 2, 4, 8) * 1e30; x[2, 1, 3, 7] = float('nan'); x[0, 0, 1, 3] = float('nan'); z = torch.zeros(2, 5, 5, 5); z[0, 0, 0, 0] = float('nan'); u = torch.randn(3, 1); u[1, 0] = float('nan')
# <<<
from typing import List

import torch
import torch.nn.functional as F
from torch import Tensor


def f(x: Tensor, z: Tensor, u: Tensor) -> List[Tensor]:
    a = F.max_pool2d(x, 2)
    b = F.max_pool2d(x, 3, 1, 1)
    c = F.max_pool2d(x, 3, 2, 1, ceil_mode=True)
    d = F.max_pool2d(x, (2, 3), (1, 2))
    e = F.max_pool3d(z, 2, 2, 0, ceil_mode=True)
    g = F.max_pool3d(z, 3, 1, 1)
    h = F.max_pool1d(u, 2, 1, 1, ceil_mode=True)
    i = F.max_pool2d(x[0], 2, 2, 1)
    j = F.max_pool2d(x, 2, 1, 0, 2)
    k = F.relu6(x)
    m = F.hardtanh(x, -0.5, 0.25)
    o = F.hardsigmoid(z)
    p = F.hardswish(u)
    q = F.normalize(x, dim=1, eps=1e-3)
    return [a, b, c, d, e, g, h, i, j, k, m, o, p, q]
