# A tensor held by a tuple under another name is aliased too.
# >>> inputs
# x:float32[3]
# <<<
# >>> stderr
# inplace_alias_in_tuple.py:18:5: error: in-place update of 'y', which shares its tensor with another name or is a view; write 'y = y * ...' instead
#    18 |     y *= 2.0
#       |     ^~~~~~~~
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor) -> Tuple[Tensor, Tensor]:
    y = x * 1.0
    pair = (y, x)
    y *= 2.0
    return pair[0], y
