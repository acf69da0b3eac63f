# >>> inputs
# x:float32[4,3]
# b:bool[4,3]
# i:int64[2,3]
# j:int32[2,3]
# <<<
# >>> stderr
# scatter_scatter.py:35:13: error: aten::scatter: the index must be an int64 tensor, not int32
#    35 |     return (x.scatter(0, j, x), x.scatter(0, i, x.double()), x.scatter(0, i[0], 1.0),
#       |             ^~~~~~~~~~~~~~~~~~
# scatter_scatter.py:35:33: error: aten::scatter: self (float32) and src (float64) must have the same dtype
#    35 |     return (x.scatter(0, j, x), x.scatter(0, i, x.double()), x.scatter(0, i[0], 1.0),
#       |                                 ^~~~~~~~~~~~~~~~~~~~~~~~~~~
# scatter_scatter.py:35:62: error: aten::scatter: index must have self's 2 dims
#    35 |     return (x.scatter(0, j, x), x.scatter(0, i, x.double()), x.scatter(0, i[0], 1.0),
#       |                                                              ^~~~~~~~~~~~~~~~~~~~~~~
# scatter_scatter.py:36:13: error: aten::scatter: index of shape [2, 3] is larger than src [2, 2] in dim 1
#    36 |             x.scatter(0, i, x[:2, :2]), b.scatter_add(0, i, b))
#       |             ^~~~~~~~~~~~~~~~~~~~~~~~~~
# scatter_scatter.py:36:41: error: aten::scatter_add: not supported for bool tensors
#    36 |             x.scatter(0, i, x[:2, :2]), b.scatter_add(0, i, b))
#       |                                         ^~~~~~~~~~~~~~~~~~~~~~
# <<<
import torch
from torch import Tensor
from typing import Tuple


# PyTorch raises on each but the last: "scatter(): Expected dtype int64 for index",
# "scatter(): Expected self.dtype to be equal to src.dtype", "Index tensor must have the
# same number of dimensions as self tensor", "Expected index [2, 3] to be smaller than self
# [4, 3] apart from dimension 0 and to be smaller size than src [2, 2]";
# scatter_add on bool tensors is not supported
def f(x: Tensor, b: Tensor, i: Tensor, j: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor, Tensor]:
    return (x.scatter(0, j, x), x.scatter(0, i, x.double()), x.scatter(0, i[0], 1.0),
            x.scatter(0, i, x[:2, :2]), b.scatter_add(0, i, b))
