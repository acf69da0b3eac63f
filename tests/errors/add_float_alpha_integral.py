# >>> inputs
# a:bool[4]
# x:int32[4]
# <<<
# >>> stderr
# add_float_alpha_integral.py:23:12: error: aten::add: alpha must not be a float when the result is bool (as in PyTorch)
#    23 |     return a.add(a, alpha=2.0), x.add(x, alpha=0.5), x.sub(x, alpha=1.0)
#       |            ^~~~~~~~~~~~~~~~~~~
# add_float_alpha_integral.py:23:33: error: aten::add: alpha must not be a float when the result is int32 (as in PyTorch)
#    23 |     return a.add(a, alpha=2.0), x.add(x, alpha=0.5), x.sub(x, alpha=1.0)
#       |                                 ^~~~~~~~~~~~~~~~~~~
# add_float_alpha_integral.py:23:54: error: aten::sub: alpha must not be a float when the result is int32 (as in PyTorch)
#    23 |     return a.add(a, alpha=2.0), x.add(x, alpha=0.5), x.sub(x, alpha=1.0)
#       |                                                      ^~~~~~~~~~~~~~~~~~~
# <<<
import torch
from torch import Tensor
from typing import Tuple


# PyTorch: "For integral input tensors, argument alpha must not be a floating point number"
def f(a: Tensor, x: Tensor) -> Tuple[Tensor, Tensor, Tensor]:
    return a.add(a, alpha=2.0), x.add(x, alpha=0.5), x.sub(x, alpha=1.0)
