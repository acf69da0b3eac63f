# >>> inputs
# x:float32[2,3,5,5]
# s:float32[2,3,h,5]
# <<<
# >>> stderr
# np_adaptive_needs_sizes.py:22:9: error: aten::adaptive_avg_pool2d: an output size of 2 along dim 2 needs that dim's input size known at compile time (opset 17)
#    22 |     g = F.adaptive_avg_pool2d(s, 2)
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~~~
# np_adaptive_needs_sizes.py:23:12: error: aten::adaptive_max_pool2d: the indices of adaptive_max_pool2d are not supported yet (opset 17)
#    23 |     v, i = x.adaptive_max_pool2d([2, 2])
#       |            ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# <<<
import torch
import torch.nn.functional as F
from torch import Tensor
from typing import Tuple


# what scriptc does not support yet: the indices of adaptive_max_pool, windows over a size
# known only at run time (PyTorch computes both)
def f(x: Tensor, s: Tensor) -> Tuple[Tensor, Tensor, Tensor]:
    g = F.adaptive_avg_pool2d(s, 2)
    v, i = x.adaptive_max_pool2d([2, 2])
    return g, v, i
