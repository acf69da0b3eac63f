# y += ... while a list holds y's tensor: refused (l[0] would see the update). Refused before the may-alias walk too (a list literal's elements count as held); kept as a guard for the walk's container rule.
# >>> inputs
# x:float32[3]
# <<<
# >>> stderr
# inplace_alias_in_list.py:18:5: error: in-place update of 'y', which shares its tensor with another name or is a view; write 'y = y + ...' instead
#    18 |     y += 1.0
#       |     ^~~~~~~~
# <<<
import torch
from torch import Tensor
from typing import List


def f(x: Tensor) -> Tensor:
    y = x * 1.0
    l = [y, x]
    y += 1.0
    return l[0] + y
