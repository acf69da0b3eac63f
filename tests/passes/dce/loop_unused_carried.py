# >>> inputs
# x:float32[4]
# y:float32[4]
# n:int64[]
# <<<
# >>> options
# -O2
# <<<
# >>> after dce
# graph(%x : Float(4), %y : Float(4), %n : int):
#   %3 : int = prim::Constant[value=0]()
#   %4 : int = aten::sub(%3, %n)   # loop_unused_carried.py:31:14
#   %5 : int = aten::neg(%4)   # loop_unused_carried.py:31:14
#   %6 : int = prim::Constant[value=0]()
#   %7 : int = aten::max(%5, %6)   # loop_unused_carried.py:31:14
#   %8 : bool = prim::Constant[value=1]()
#   %x.1 : Float(4) = prim::Loop(%7, %8, %x)   # loop_unused_carried.py:31:5
#     block0(%10 : int, %x.2 : Float(4)):
#       %12 : int = prim::Constant[value=1]()
#       %13 : int = prim::Constant[value=1]()
#       %14 : Float(4) = aten::add(%x.2, %12, %13)   # loop_unused_carried.py:32:15
#       %15 : bool = prim::Constant[value=1]()
#       -> (%15, %14)
#   return (%x.1)
# <<<
import torch
from torch import Tensor


def f(x: Tensor, y: Tensor, n: int) -> Tensor:
    for i in range(n):
        x = x + 1
        y = y * 2
    return x
