# >>> stderr
# zeros_negative_size.py:11:12: error: aten::zeros: negative dimension -3
#    11 |     return torch.zeros(-3) + x
#       |            ^~~~~~~~~~~~~~~
# <<<
import torch
from torch import Tensor


def f(x: Tensor) -> Tensor:
    return torch.zeros(-3) + x
