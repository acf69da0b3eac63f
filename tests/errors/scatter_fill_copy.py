# >>> inputs
# x:float32[4,3]
# <<<
# >>> stderr
# scatter_fill_copy.py:28:13: error: aten::fill: the value must be a 0-d tensor, not 1-d
#    28 |     return (x.fill(x[0]), x.copy(x[:, :2]), x.copy(x.unsqueeze(0)),
#       |             ^~~~~~~~~~~~
# scatter_fill_copy.py:28:27: error: aten::copy: src of shape [4, 2] cannot be broadcast to the shape [4, 3]
#    28 |     return (x.fill(x[0]), x.copy(x[:, :2]), x.copy(x.unsqueeze(0)),
#       |                           ^~~~~~~~~~~~~~~~
# scatter_fill_copy.py:28:45: error: aten::copy: src of shape [1, 4, 3] cannot be broadcast to the shape [4, 3]
#    28 |     return (x.fill(x[0]), x.copy(x[:, :2]), x.copy(x.unsqueeze(0)),
#       |                                             ^~~~~~~~~~~~~~~~~~~~~~
# scatter_fill_copy.py:29:13: error: aten::view_as: shape [5, 2] is invalid for a tensor of 12 elements
#    29 |             x.view_as(torch.zeros(5, 2)))
#       |             ^~~~~~~~~~~~~~~~~~~~~~~~~~~~
# <<<
import torch
from torch import Tensor
from typing import Tuple


# PyTorch raises on each: "fill_ only supports 0-dimension value tensor but got tensor with
# 1 dimensions", "The size of tensor a (3) must match the size of tensor b (2)" (copy),
# "expand(...): the number of sizes provided (2) must be greater or equal to the number of
# dimensions in the tensor", "shape '[5, 2]' is invalid for input of size 12"
def f(x: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor]:
    return (x.fill(x[0]), x.copy(x[:, :2]), x.copy(x.unsqueeze(0)),
            x.view_as(torch.zeros(5, 2)))
