# >>> inputs
# x:float32[2,3,5,5]
# s:float32[2,3,h,5]
# <<<
# >>> stderr
# np_adaptive_needs_sizes.py:20:9: error: aten::adaptive_max_pool2d_with_indices: an output size of 0 with the indices is not supported yet (opset 17)
#    20 |     j = F.adaptive_max_pool2d(x, (0, 2), return_indices=True)[1]
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# <<<
import torch
import torch.nn.functional as F
from torch import Tensor
from typing import Tuple


# what scriptc does not support yet: the indices of an empty output (PyTorch computes all
# of them).  (Windows over a size known only at run time, without and with the indices,
# compile: e2e/fx_adaptive_symbolic.)
def f(x: Tensor, s: Tensor) -> Tensor:
    j = F.adaptive_max_pool2d(x, (0, 2), return_indices=True)[1]
    return j
