# >>> inputs
# x:float32[2,3,h,5]
# y:float64[2,3,l]
# <<<
# >>> stderr
# np_pool_needs_sizes.py:31:9: error: aten::max_pool2d_with_indices: ceil_mode=True with the indices needs the input's spatial sizes known at compile time (opset 17)
#    31 |     a = F.max_pool2d(x, 2, ceil_mode=True, return_indices=True)[1]
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# np_pool_needs_sizes.py:32:9: error: aten::avg_pool2d: ceil_mode=True needs the input's spatial sizes known at compile time (opset 17)
#    32 |     b = F.avg_pool2d(x, 2, ceil_mode=True)
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# np_pool_needs_sizes.py:33:9: error: aten::avg_pool2d: divisor_override needs the input's spatial sizes known at compile time (opset 17)
#    33 |     c = F.avg_pool2d(x, 3, 1, 1, divisor_override=2)
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# np_pool_needs_sizes.py:34:9: error: aten::avg_pool1d: avg_pool of float64 needs the input's spatial sizes known at compile time (opset 17)
#    34 |     d = F.avg_pool1d(y, 2)
#       |         ^~~~~~~~~~~~~~~~~~
# <<<
import torch
import torch.nn.functional as F
from torch import Tensor
from typing import List


# what scriptc does not support yet (PyTorch computes all of them): over a spatial size
# known only at run time, ceil_mode=True of the average pools (their counts are computed at
# compile time) and of max_pool with its indices (the padding a run-time ceil_mode adds
# would count in them), divisor_override and float64 averages (their counts are computed
# at compile time too)
def f(x: Tensor, y: Tensor) -> List[Tensor]:
    a = F.max_pool2d(x, 2, ceil_mode=True, return_indices=True)[1]
    b = F.avg_pool2d(x, 2, ceil_mode=True)
    c = F.avg_pool2d(x, 3, 1, 1, divisor_override=2)
    d = F.avg_pool1d(y, 2)
    return [a, b, c, d]
