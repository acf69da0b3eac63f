# >>> inputs
# x:float32[4]
# n:int64[]
# <<<
# >>> ir
# graph(%x : Float(4), %n : int):
#   %2 : int = prim::Constant[value=0]()   # return_in_loop.py:42:5
#   %3 : int = prim::Constant[value=1]()   # return_in_loop.py:42:5
#   %4 : bool = prim::Constant[value=1]()   # return_in_loop.py:42:5
#   %5 : bool = prim::Constant[value=0]()   # return_in_loop.py:42:5
#   %6 : NoneType = prim::Constant()   # return_in_loop.py:44:12
#   %7 : int = prim::Constant[value=20]()   # return_in_loop.py:44:22
#   %8 : int = prim::Constant[value=10]()   # return_in_loop.py:45:24
#   %9 : int = aten::max(%n, %2)   # return_in_loop.py:42:14
#   %10 : Float(*) = prim::Uninitialized()   # return_in_loop.py:45:13
#   %11 : bool, %12 : Float(*), %x.1 : Float(4) = prim::Loop(%9, %4, %5, %10, %x)   # return_in_loop.py:42:5
#     block0(%14 : int, %15 : bool, %16 : Float(*), %x.2 : Float(4)):
#       %18 : Float(4) = aten::add(%x.2, %3, %3)   # return_in_loop.py:43:15
#       %19 : Float() = aten::sum(%18, %6)   # return_in_loop.py:44:12
#       %20 : Bool() = aten::gt(%19, %7)   # return_in_loop.py:44:12
#       %21 : bool = aten::Bool(%20)   # return_in_loop.py:44:12
#       %22 : bool = aten::__not__(%21)   # return_in_loop.py:44:9
#       %23 : bool, %24 : Float(*) = prim::If(%21)   # return_in_loop.py:44:9
#         block0():
#           %25 : Float(4) = aten::mul(%18, %8)   # return_in_loop.py:45:22
#           -> (%4, %25)
#         block1():
#           -> (%15, %16)
#       -> (%22, %23, %24, %18)
#   %26 : Float(*) = prim::If(%11)   # return_in_loop.py:42:5
#     block0():
#       -> (%12)
#     block1():
#       -> (%x.1)
#   return (%26)
# <<<
import torch
from torch import Tensor


def f(x: Tensor, n: int) -> Tensor:
    for i in range(n):
        x = x + 1
        if x.sum() > 20:
            return x * 10
    return x
