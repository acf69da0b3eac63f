# >>> stderr
# for_over_tensor_unknown_rank.py:12:16: error: iteration over a tensor whose rank is not known at compile time
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
