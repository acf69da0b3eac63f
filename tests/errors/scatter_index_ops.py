# >>> inputs
# x:float32[4,3]
# n:int64[4,3]
# b:bool[4,3]
# i:int64[2]
# j:int32[2]
# <<<
# >>> stderr
# scatter_index_ops.py:46:13: error: aten::index_add: self (float32) and source (int64) must have the same dtype
#    46 |     return (x.index_add(0, i, n[:2]), x.index_copy(0, j, x[:2]),
#       |             ^~~~~~~~~~~~~~~~~~~~~~~~
# scatter_index_ops.py:46:39: error: aten::index_copy: the index must be an int64 tensor, not int32
#    46 |     return (x.index_add(0, i, n[:2]), x.index_copy(0, j, x[:2]),
#       |                                       ^~~~~~~~~~~~~~~~~~~~~~~~~
# scatter_index_ops.py:47:13: error: aten::index_fill: the index must be a 0-d or 1-d tensor, not 2-d
#    47 |             x.index_fill(0, i.view(1, 2), 1.0), x.index_fill(0, i, x[0]),
#       |             ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# scatter_index_ops.py:47:49: error: aten::index_fill: the value must be a 0-d tensor, not 1-d
#    47 |             x.index_fill(0, i.view(1, 2), 1.0), x.index_fill(0, i, x[0]),
#       |                                                 ^~~~~~~~~~~~~~~~~~~~~~~~
# scatter_index_ops.py:48:13: error: aten::index_copy: expected source to have the shape [2, 3], not [2, 2]
#    48 |             x.index_copy(0, i, x[:2, :2]), x.index_add(0, i, x[:3]),
#       |             ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# scatter_index_ops.py:48:44: error: aten::index_add: source of shape [3, 3] cannot be broadcast to the shape [2, 3]
#    48 |             x.index_copy(0, i, x[:2, :2]), x.index_add(0, i, x[:3]),
#       |                                            ^~~~~~~~~~~~~~~~~~~~~~~~
# scatter_index_ops.py:49:13: error: aten::index_add: not supported for bool tensors
#    49 |             b.index_add(0, i, b[:2]), n.index_add(0, i, n[:2], alpha=0.5))
#       |             ^~~~~~~~~~~~~~~~~~~~~~~~
# scatter_index_ops.py:49:39: error: aten::index_add: a float alpha for an integer tensor is not supported
#    49 |             b.index_add(0, i, b[:2]), n.index_add(0, i, n[:2], alpha=0.5))
#       |                                       ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# <<<
import torch
from torch import Tensor
from typing import Tuple


# PyTorch raises on each but the last two: "index_add_(): self (Float) and source (Long)
# must have the same scalar type", "index_copy_(): Expected a long tensor for index",
# "Index has to be a vector/scalar", "index_fill_ only supports a 0-dimensional value
# tensor", "index_copy_(): Source/destination tensor must have same slice shapes",
# "index_add_(): Number of indices (2) should be equal to source.size(dim) (3)";
# index_add on bool tensors and a float alpha for an int tensor are not supported
def f(x: Tensor, n: Tensor, b: Tensor, i: Tensor, j: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, Tensor]:
    return (x.index_add(0, i, n[:2]), x.index_copy(0, j, x[:2]),
            x.index_fill(0, i.view(1, 2), 1.0), x.index_fill(0, i, x[0]),
            x.index_copy(0, i, x[:2, :2]), x.index_add(0, i, x[:3]),
            b.index_add(0, i, b[:2]), n.index_add(0, i, n[:2], alpha=0.5))
