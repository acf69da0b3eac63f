# max pools of NaN with --pool-nan: PyTorch's max_pool and adaptive_max_pool propagate a NaN in the window,
# where ONNX Runtime's MaxPool and ReduceMax skip it (the values only: which index a window
# of NaNs gives is not computed as PyTorch's yet)
# >>> inputs
# x:float32[2,2,4,4]
# y:float64[2,2,4,4]
# <<<
# >>> options
# --pool-nan
# <<<
# >>> sets
# x = torch.randn(2, 2, 4, 4); x[0, 0, 1, 1] = float('nan'); x[1, 1, 3, 0] = float('nan'); y = x.double()
# x = torch.randn(2, 2, 4, 4); x[0, 1, 0, 0] = float('nan'); x[1, 0, 2, 3] = float('nan'); y = x.double()
# x = torch.randn(2, 2, 4, 4); x[1, 1, 1, 2] = float('nan'); y = -x.double()
# <<<
from typing import List

import torch
import torch.nn.functional as F
from torch import Tensor


def f(x: Tensor, y: Tensor) -> List[Tensor]:
    a = F.max_pool2d(x, 2)
    b = F.max_pool2d(x, 3, 1, 1, return_indices=True)[0]
    c = F.adaptive_max_pool2d(x, (2, 3))
    d = F.adaptive_max_pool2d(x, 1)
    e = F.adaptive_max_pool2d(x, (3, 2), return_indices=True)[0]
    g = F.max_pool2d(y, 2, 2, 1, ceil_mode=True)
    h = F.adaptive_max_pool1d(y[0], 3)
    return [a, b, c, d, e, g, h]
