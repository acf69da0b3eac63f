# x += ... on a tensor another name holds is refused (the other name would see the update).
# >>> inputs
# x:float32[3]
# <<<
# >>> stderr
# inplace_alias_other_name.py:21:5: error: in-place update of 'y', which shares its tensor with another name or is a view; write 'y = y + ...' instead
#    21 |     y += 1.0
#       |     ^~~~~~~~
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor) -> Tuple[Tensor, Tensor]:
    y = x * 1.0
    t0 = y + 1.0
    t1 = t0 * 2.0
    z = y
    t2 = t1 - z
    y += 1.0
    return y, z + t2
