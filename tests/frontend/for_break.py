# >>> inputs
# x:float32[4]
# n:int64[]
# <<<
# >>> ir
# graph(%x : Float(4), %n : int):
#   %2 : int = prim::Constant[value=0]()   # for_break.py:32:5
#   %3 : bool = prim::Constant[value=1]()   # for_break.py:32:5
#   %4 : int = prim::Constant[value=10]()   # for_break.py:33:22
#   %5 : int = prim::Constant[value=2]()   # for_break.py:35:17
#   %6 : int = aten::max(%n, %2)   # for_break.py:32:14
#   %x.1 : Float(4) = prim::Loop(%6, %3, %x)   # for_break.py:32:5
#     block0(%8 : int, %x.2 : Float(4)):
#       %10 : Float() = aten::max(%x.2)   # for_break.py:33:12
#       %11 : Bool() = aten::gt(%10, %4)   # for_break.py:33:12
#       %12 : bool = aten::Bool(%11)   # for_break.py:33:12
#       %13 : bool = aten::__not__(%12)   # for_break.py:33:9
#       %x.3 : Float(4) = prim::If(%12)   # for_break.py:33:9
#         block0():
#           -> (%x.2)
#         block1():
#           %15 : Float(4) = aten::mul(%x.2, %5)   # for_break.py:35:15
#           -> (%15)
#       -> (%13, %x.3)
#   return (%x.1)
# <<<
import torch
from torch import Tensor


def f(x: Tensor, n: int) -> Tensor:
    for i in range(n):
        if x.max() > 10:
            break
        x = x * 2
    return x
