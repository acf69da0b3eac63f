# >>> inputs
# x:float32[4]
# y:float32[4]
# <<<
# >>> options
# -O2
# <<<
# >>> after cse
# graph(%x : Float(4), %y : Float(4)):
#   %2 : int = prim::Constant[value=1]()   # mul_twice.py:22:12
#   %3 : Float(4) = aten::mul(%x, %y)   # mul_twice.py:20:11
#   %4 : Float(4) = aten::add(%3, %3, %2)   # mul_twice.py:22:14
#   return (%4)
# <<<
import torch
from torch import Tensor


def f(x: Tensor, y: Tensor) -> Tensor:
    a = x * y
    b = x * y
    return a + b
