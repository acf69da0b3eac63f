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
#   %4 : int = aten::max(%n, %3)   # loop_unused_carried.py:28:14
#   %5 : bool = prim::Constant[value=1]()
#   %x.1 : Float(4) = prim::Loop(%4, %5, %x)   # loop_unused_carried.py:28:5
#     block0(%7 : int, %x.2 : Float(4)):
#       %9 : int = prim::Constant[value=1]()
#       %10 : int = prim::Constant[value=1]()
#       %11 : Float(4) = aten::add(%x.2, %9, %10)   # loop_unused_carried.py:29:15
#       %12 : bool = prim::Constant[value=1]()
#       -> (%12, %11)
#   return (%x.1)
# <<<
import torch
from torch import Tensor


def f(x: Tensor, y: Tensor, n: int) -> Tensor:
    for i in range(n):
        x = x + 1
        y = y * 2
    return x
