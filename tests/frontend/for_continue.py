# >>> inputs
# x:float32[4]
# n:int64[]
# <<<
# >>> ir
# graph(%x : Float(4), %n : int):
#   %2 : int = prim::Constant[value=2]()
#   %3 : int = prim::Constant[value=0]()
#   %4 : bool = prim::Constant[value=1]()
#   %5 : int = prim::Constant[value=1]()
#   %6 : int = aten::sub(%3, %n)   # for_continue.py:32:14
#   %7 : int = aten::neg(%6)   # for_continue.py:32:14
#   %8 : int = aten::max(%7, %3)   # for_continue.py:32:14
#   %x.1 : Float(4) = prim::Loop(%8, %4, %x)   # for_continue.py:32:5
#     block0(%10 : int, %x.2 : Float(4)):
#       %12 : int = aten::remainder(%10, %2)   # for_continue.py:33:14
#       %13 : bool = aten::eq(%12, %3)   # for_continue.py:33:12
#       %14 : bool, %x.3 : Float(4) = prim::If(%13)   # for_continue.py:33:9
#         block0():
#           -> (%4, %x.2)
#         block1():
#           %16 : Float(4) = aten::add(%x.2, %10, %5)   # for_continue.py:35:15
#           -> (%4, %16)
#       -> (%14, %x.3)
#   return (%x.1)
# <<<
import torch
from torch import Tensor


def f(x: Tensor, n: int) -> Tensor:
    for i in range(n):
        if i % 2 == 0:
            continue
        x = x + i
    return x
