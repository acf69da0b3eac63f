# >>> inputs
# x:float32[2,3]
# d:int64[2]
# <<<
# >>> stderr
# zeros_size_tensor_refused.py:26:12: error: a tensor given for the int 'size' must be 0-d (PyTorch: "Cannot input a tensor of dimension other than 0 as a scalar argument")
#    26 |     return torch.zeros(d), torch.ones(x.sum()), torch.full(d[0], 1.0)
#       |            ^~~~~~~~~~~~~~
# zeros_size_tensor_refused.py:26:28: error: no overload of aten::ones takes (Float())
#    26 |     return torch.zeros(d), torch.ones(x.sum()), torch.full(d[0], 1.0)
#       |                            ^~~~~~~~~~~~~~~~~~~
# zeros_size_tensor_refused.py:26:49: error: no overload of aten::full takes (Long(), float)
#    26 |     return torch.zeros(d), torch.ones(x.sum()), torch.full(d[0], 1.0)
#       |                                                 ^~~~~~~~~~~~~~~~~~~~~
# <<<
# Sizes given as tensors that TorchScript scripts but PyTorch cannot run (a 1-d tensor and a
# float one: "Cannot input a tensor of dimension other than 0 as a scalar argument", "... of
# type Float as an integral argument"), and torch.full(d[0], 1.0), which torch.jit.script
# refuses: varargs sizes only where the list is the last positional parameter.
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, d: Tensor) -> Tuple[Tensor, Tensor, Tensor]:
    return torch.zeros(d), torch.ones(x.sum()), torch.full(d[0], 1.0)
