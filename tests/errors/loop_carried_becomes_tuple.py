# >>> stderr
# loop_carried_becomes_tuple.py:12:5: error: 'y' changes kind inside this loop; only tensors and numbers can be carried by a loop
#    12 |     for i in range(n):
#       |     ^~~~~~~~~~~~~~~~~~
# <<<
import torch
from torch import Tensor


def f(x: Tensor, n: int) -> Tensor:
    y = x
    for i in range(n):
        y = (y, x)
    return x
