# >>> inputs
# x:float32[2,3,5,5]
# k:int64[2,3,5,5]
# v:float32[5,5]
# s:float32[2,3,h,5]
# <<<
# >>> stderr
# np_adaptive_refused.py:33:9: error: aten::adaptive_avg_pool2d: elements of output_size must be greater than or equal to 0
#    33 |     a = F.adaptive_avg_pool2d(x, -1)
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~~~~
# np_adaptive_refused.py:34:9: error: aten::adaptive_avg_pool2d: output_size must either be a single int, or a tuple of 2 ints
#    34 |     b = F.adaptive_avg_pool2d(x, [1, 2, 3])
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# np_adaptive_refused.py:35:9: error: aten::adaptive_avg_pool2d: "adaptive_avg_pool2d" not implemented for int64
#    35 |     c = F.adaptive_avg_pool2d(k, 2)
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~~~
# np_adaptive_refused.py:36:9: error: aten::adaptive_avg_pool2d: adaptive_avg_pool2d(): Expected 3D or 4D tensor, but got 2D
#    36 |     d = F.adaptive_avg_pool2d(v, 2)
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~~~
# <<<
import torch
import torch.nn.functional as F
from torch import Tensor
from typing import List, Tuple


# PyTorch's messages (torch 1.13, eager): "adaptive_avg_pool2d: elements of output_size must be
# greater than or equal to 0 but received {-1, -1}", "adaptive_avg_pool2d: output_size must
# be 2", "\"adaptive_avg_pool2d\" not implemented for 'Long'", "adaptive_avg_pool2d():
# Expected 3D or 4D tensor, but got [5, 5]"; the rest is what scriptc does not support yet:
# the indices, a window split of a size known only at run time
def f(x: Tensor, k: Tensor, v: Tensor, s: Tensor) -> Tuple[List[Tensor], Tuple[Tensor, Tensor]]:
    a = F.adaptive_avg_pool2d(x, -1)
    b = F.adaptive_avg_pool2d(x, [1, 2, 3])
    c = F.adaptive_avg_pool2d(k, 2)
    d = F.adaptive_avg_pool2d(v, 2)
    g = F.adaptive_avg_pool2d(s, 2)
    return [a, b, c, d, g], x.adaptive_max_pool2d([2, 2])
