# >>> inputs
# x:float32[4]
# n:int64[]
# <<<
# >>> ir
# graph(%x : Float(4), %n : int):
#   %2 : int = prim::Constant[value=0]()   # for_continue.py:30:5
#   %3 : int = prim::Constant[value=1]()   # for_continue.py:30:5
#   %4 : bool = prim::Constant[value=1]()   # for_continue.py:30:5
#   %5 : int = prim::Constant[value=2]()   # for_continue.py:31:16
#   %6 : int = aten::max(%n, %2)   # for_continue.py:30:14
#   %x.1 : Float(4) = prim::Loop(%6, %4, %x)   # for_continue.py:30:5
#     block0(%8 : int, %x.2 : Float(4)):
#       %10 : int = aten::remainder(%8, %5)   # for_continue.py:31:14
#       %11 : bool = aten::eq(%10, %2)   # for_continue.py:31:12
#       %x.3 : Float(4) = prim::If(%11)   # for_continue.py:31:9
#         block0():
#           -> (%x.2)
#         block1():
#           %13 : Float(4) = aten::add(%x.2, %8, %3)   # for_continue.py:33:15
#           -> (%13)
#       -> (%4, %x.3)
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
