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
#   %3 : int = prim::Constant[value=0]()   # loop_unused_carried.py:26:5
#   %4 : int = prim::Constant[value=1]()   # loop_unused_carried.py:26:5
#   %5 : bool = prim::Constant[value=1]()   # loop_unused_carried.py:26:5
#   %6 : int = aten::max(%n, %3)   # loop_unused_carried.py:26:14
#   %x.1 : Float(4) = prim::Loop(%6, %5, %x)   # loop_unused_carried.py:26:5
#     block0(%8 : int, %x.2 : Float(4)):
#       %10 : Float(4) = aten::add(%x.2, %4, %4)   # loop_unused_carried.py:27:15
#       -> (%5, %10)
#   return (%x.1)
# <<<
import torch
from torch import Tensor


def f(x: Tensor, y: Tensor, n: int) -> Tensor:
    for i in range(n):
        x = x + 1
        y = y * 2
    return x
