# An in-place update inside a helper of a tensor its caller still holds is refused.
# >>> inputs
# x:float32[3]
# <<<
# >>> stderr
# inplace_alias_in_caller.py:16:5: error: in-place update of 'a', which shares its tensor with another name or is a view; write 'a = a + ...' instead
#    16 |     a += 1.0
#       |     ^~~~~~~~
# <<<
import torch
from torch import Tensor
from typing import Tuple


def bump(a: Tensor) -> Tensor:
    a += 1.0
    return a


def f(x: Tensor) -> Tuple[Tensor, Tensor]:
    y = x * 1.0
    z = bump(y)
    return y, z
