# >>> inputs
# x:float32[3]
# <<<
# >>> stderr
# arange_tensor_not_0d.py:14:12: error: a tensor given for the number 'end' must be 0-d (PyTorch: "Cannot input a tensor of dimension other than 0 as a scalar argument")
#    14 |     return torch.arange(x)
#       |            ^~~~~~~~~~~~~~~
# <<<
import torch
from torch import Tensor


def f(x: Tensor) -> Tensor:
    return torch.arange(x)
