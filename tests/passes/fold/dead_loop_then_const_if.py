# >>> inputs
# x:float32[2,3]
# <<<
# >>> options
# -O2
# <<<
# >>> after fold
# graph(%x : Float(2, 3)):
#   %1 : int = prim::Constant[value=1]()
#   %2 : int = prim::Constant[value=0]()
#   %3 : int = prim::Constant[value=0]()
#   %4 : int = prim::Constant[value=1]()
#   %5 : int = prim::Constant[value=0]()
#   %6 : int = prim::Constant[value=0]()   # dead_loop_then_const_if.py:30:14
#   %7 : bool = prim::Constant[value=1]()
#   %8 : int = prim::Constant[value=1]()
#   %9 : bool = prim::Constant[value=1]()   # dead_loop_then_const_if.py:32:8
#   %10 : int = prim::Constant[value=2]()
#   %11 : Float(2, 3) = aten::mul(%x, %10)   # dead_loop_then_const_if.py:33:15
#   %12 : int = prim::Constant[value=1]()
#   %13 : Float(2, 3) = aten::add(%11, %1, %12)   # dead_loop_then_const_if.py:36:14
#   return (%13)
# <<<
import torch
from torch import Tensor


def f(x: Tensor) -> Tensor:
    n = 1
    for i in range(0):
        n = n + 1
    if n == 1:
        x = x * 2
    else:
        x = x - 2
    return x + n
