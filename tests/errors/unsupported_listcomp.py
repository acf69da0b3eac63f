# >>> stderr
# unsupported_listcomp.py:11:10: error: list comprehensions are not supported yet
#    11 |     ys = [x * i for i in range(3)]
#       |          ^~~~~~~~~~~~~~~~~~~~~~~~~
# <<<
import torch
from torch import Tensor


def f(x: Tensor) -> Tensor:
    ys = [x * i for i in range(3)]
    return torch.stack(ys)
