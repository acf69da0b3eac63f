# >>> inputs
# x:float32[2,3,5,5]
# s:float32[2,3,h,5]
# <<<
# >>> stderr
# np_adaptive_needs_sizes.py:25:9: error: aten::adaptive_avg_pool2d: an output size of 2 along dim 2 needs that dim's input size known at compile time (opset 17)
#    25 |     g = F.adaptive_avg_pool2d(s, 2)
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~~~
# np_adaptive_needs_sizes.py:26:12: error: aten::adaptive_max_pool2d: the indices of adaptive_max_pool2d need the input's spatial sizes known at compile time (opset 17)
#    26 |     v, i = s.adaptive_max_pool2d([1, 1])
#       |            ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# np_adaptive_needs_sizes.py:27:9: error: aten::adaptive_max_pool2d_with_indices: an output size of 0 with the indices is not supported yet (opset 17)
#    27 |     j = F.adaptive_max_pool2d(x, (0, 2), return_indices=True)[1]
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# <<<
import torch
import torch.nn.functional as F
from torch import Tensor
from typing import Tuple


# what scriptc does not support yet: windows over a size known only at run time (without
# and with the indices), the indices of an empty output (PyTorch computes all of them)
def f(x: Tensor, s: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor]:
    g = F.adaptive_avg_pool2d(s, 2)
    v, i = s.adaptive_max_pool2d([1, 1])
    j = F.adaptive_max_pool2d(x, (0, 2), return_indices=True)[1]
    return g, v, i, j
