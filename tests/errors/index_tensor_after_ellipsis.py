# >>> inputs
# x:float32[4,3]
# i:int64[2]
# <<<
# >>> stderr
# index_tensor_after_ellipsis.py:15:19: error: an index tensor after '...' is not supported (TorchScript: "Ellipses followed by tensor indexing is currently not supported")
#    15 |     return x[..., i]
#       |                   ^
# <<<
import torch
from torch import Tensor


def f(x: Tensor, i: Tensor) -> Tensor:
    return x[..., i]
