# >>> stderr
# wrong_overload_add_str.py:11:12: error: no overload of aten::add takes (Float, str)
#    11 |     return torch.add(x, "a")
#       |            ^~~~~~~~~~~~~~~~~
# <<<
import torch
from torch import Tensor


def f(x: Tensor) -> Tensor:
    return torch.add(x, "a")
