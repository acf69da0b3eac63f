# >>> inputs
# x:float32[2,3]
# <<<
# >>> options
# -O2
# <<<
# >>> after fold
# graph(%x : Float(2, 3)):
#   %1 : int = prim::Constant[value=1]()   # dead_loop_then_const_if.py:24:9
#   %2 : int = prim::Constant[value=0]()   # dead_loop_then_const_if.py:25:20
#   %3 : bool = prim::Constant[value=1]()   # dead_loop_then_const_if.py:25:5
#   %4 : int = prim::Constant[value=2]()   # dead_loop_then_const_if.py:28:17
#   %5 : int = prim::Constant[value=0]()   # dead_loop_then_const_if.py:25:14
#   %6 : bool = prim::Constant[value=1]()   # dead_loop_then_const_if.py:27:8
#   %7 : Float(2, 3) = aten::mul(%x, %4)   # dead_loop_then_const_if.py:28:15
#   %8 : Float(2, 3) = aten::add(%7, %1, %1)   # dead_loop_then_const_if.py:31:14
#   return (%8)
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
