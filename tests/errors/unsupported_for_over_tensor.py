# >>> stderr
# unsupported_for_over_tensor.py:12:16: error: for loops run over range(...) or a tuple; this is Float
#    12 |     for row in x:
#       |                ^
# <<<
import torch
from torch import Tensor


def f(x: Tensor) -> Tensor:
    acc = torch.zeros(3)
    for row in x:
        acc = acc + row
    return acc
