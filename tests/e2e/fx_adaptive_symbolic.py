# F.adaptive_{avg,max}_pool{1,2,3}d with output sizes > 1 over spatial dims known only at
# run time (PyTorch's windows [floor(i L / n), ceil((i + 1) L / n)) computed at run time):
# sizes that divide, that do not, and smaller than the output (overlapping windows); the
# indices of adaptive_max_pool1d/2d/3d (return_indices=True), 3-d with known sizes too;
# NaN propagated by the max, and its index ATen's (the last NaN of a window), with known
# sizes too
# >>> inputs
# x:float32[2,3,h,w]
# v:float32[2,d,h,w]
# s:float32[2,h]
# k:float32[1,2,5,4,3]
# q:float32[1,2,6,5]
# <<<
# >>> sets
# x = torch.randn(2, 3, 7, 9); v = torch.randn(2, 4, 7, 9); s = torch.randn(2, 7); k = torch.randn(1, 2, 5, 4, 3); q = torch.randn(1, 2, 6, 5)
# x = torch.randn(2, 3, 2, 3); v = torch.randn(2, 3, 2, 3); s = torch.randn(2, 2); k = torch.randn(1, 2, 5, 4, 3); q = torch.randn(1, 2, 6, 5)
# x = torch.randn(2, 3, 12, 6); v = torch.randn(2, 6, 12, 6); s = torch.randn(2, 12); k = torch.randn(1, 2, 5, 4, 3); q = torch.randn(1, 2, 6, 5)
# x = torch.tensor(float('nan')).expand(2, 3, 4, 4).clone(); v = torch.randn(2, 5, 4, 4); s = torch.randn(2, 4); k = torch.randn(1, 2, 5, 4, 3); q = torch.randn(1, 2, 6, 5); q[0, 0, 1, 1] = float('nan'); q[0, 0, 1, 3] = float('nan'); q[0, 1, 5, 4] = float('nan'); k[0, 1, 2, 2, 2] = float('nan')
# <<<
from typing import List

import torch
import torch.nn.functional as F
from torch import Tensor


def f(x: Tensor, v: Tensor, s: Tensor, k: Tensor, q: Tensor) -> List[Tensor]:
    a, ia = F.adaptive_max_pool2d(x, (3, 2), return_indices=True)
    b, ib = F.adaptive_max_pool1d(s, 3, return_indices=True)
    c, ic = F.adaptive_max_pool3d(v, (2, 3, 4), return_indices=True)
    e, ie = F.adaptive_max_pool3d(k, (2, 3, 2), return_indices=True)
    g, ig = F.adaptive_max_pool2d(x, (1, 3), return_indices=True)
    h, ih = F.adaptive_max_pool2d(q, (4, 3), return_indices=True)
    mv, mi = x.adaptive_max_pool2d([1, 1])
    j, ij = F.adaptive_max_pool1d(q[0], 4, return_indices=True)
    return [
        F.adaptive_avg_pool2d(x, (3, 5)), F.adaptive_max_pool2d(x, 4), F.adaptive_avg_pool1d(s, 5),
        F.adaptive_max_pool1d(s, 3), F.adaptive_avg_pool3d(v, (3, 2, 4)), F.adaptive_max_pool3d(v, 2),
        a, ia, b, ib, c, ic, e, ie, g, ig, F.adaptive_max_pool3d(k, 3), h, ih, j, ij, mv, mi,
    ]
