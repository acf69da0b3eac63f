# >>> stderr
# loop_nested_tuple_reshaped.py:14:5: error: 'st' is a tuple of 3 tensors or numbers before this loop and something else inside it
#    14 |     for i in range(n):
#       |     ^~~~~~~~~~~~~~~~~~
# <<<
# A loop carries a nested tuple, but the body gives it another shape: refused, naming it.
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, n: int) -> Tensor:
    st = ((x, x), x)
    for i in range(n):
        st = (x, (st[0][0], st[1]))
    return st[0]
