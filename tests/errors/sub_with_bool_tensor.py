# >>> inputs
# a:bool[4]
# x:int32[4]
# y:float32[4]
# <<<
# >>> stderr
# sub_with_bool_tensor.py:30:14: error: aten::sub: subtraction with a bool tensor is not supported (as in PyTorch)
#    30 |     return x - a, a - y, a - 1, 1 - a, y.sub(a, alpha=2)
#       |              ^
# sub_with_bool_tensor.py:30:21: error: aten::sub: subtraction with a bool tensor is not supported (as in PyTorch)
#    30 |     return x - a, a - y, a - 1, 1 - a, y.sub(a, alpha=2)
#       |                     ^
# sub_with_bool_tensor.py:30:28: error: aten::sub: subtraction with a bool tensor is not supported (as in PyTorch)
#    30 |     return x - a, a - y, a - 1, 1 - a, y.sub(a, alpha=2)
#       |                            ^
# sub_with_bool_tensor.py:30:35: error: aten::sub: subtraction with a bool tensor is not supported (as in PyTorch)
#    30 |     return x - a, a - y, a - 1, 1 - a, y.sub(a, alpha=2)
#       |                                   ^
# sub_with_bool_tensor.py:30:40: error: aten::sub: subtraction with a bool tensor is not supported (as in PyTorch)
#    30 |     return x - a, a - y, a - 1, 1 - a, y.sub(a, alpha=2)
#       |                                        ^~~~~~~~~~~~~~~~~
# <<<
import torch
from torch import Tensor
from typing import Tuple


# PyTorch refuses any subtraction with a bool tensor operand, whatever the result's dtype
def f(a: Tensor, x: Tensor, y: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor, Tensor]:
    return x - a, a - y, a - 1, 1 - a, y.sub(a, alpha=2)
