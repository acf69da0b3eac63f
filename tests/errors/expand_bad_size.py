# >>> inputs
# x:float32[2,3]
# <<<
# >>> stderr
# expand_bad_size.py:14:12: error: aten::expand: cannot expand dim 0 of size 2 to 4
#    14 |     return x.expand(4, 5)
#       |            ^~~~~~~~~~~~~~
# <<<
import torch
from torch import Tensor


def f(x: Tensor) -> Tensor:
    return x.expand(4, 5)
