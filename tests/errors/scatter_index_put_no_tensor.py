# >>> inputs
# x:float32[4,3]
# s:float32[3]
# <<<
# >>> stderr
# scatter_index_put_no_tensor.py:16:12: error: aten::index_put: the indices must hold at least one tensor
#    16 |     return torch.index_put(x, [None], s)
#       |            ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# <<<
import torch
from torch import Tensor


# PyTorch raises "expected Tensor as element 0 in argument 1, but got NoneType"
def f(x: Tensor, s: Tensor) -> Tensor:
    return torch.index_put(x, [None], s)
