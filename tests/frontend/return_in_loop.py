# >>> inputs
# x:float32[4]
# n:int64[]
# <<<
# >>> ir
# graph(%x : Float(4), %n : int):
#   %2 : int = prim::Constant[value=1]()
#   %3 : NoneType = prim::Constant()
#   %4 : int = prim::Constant[value=20]()
#   %5 : int = prim::Constant[value=10]()
#   %6 : bool = prim::Constant[value=1]()
#   %7 : bool = prim::Constant[value=0]()
#   %8 : int = prim::Constant[value=0]()
#   %9 : int = aten::sub(%8, %n)   # return_in_loop.py:43:14
#   %10 : int = aten::neg(%9)   # return_in_loop.py:43:14
#   %11 : int = aten::max(%10, %8)   # return_in_loop.py:43:14
#   %12 : Float(*) = prim::Uninitialized()
#   %13 : bool, %14 : Float(*), %x.1 : Float(4) = prim::Loop(%11, %6, %7, %12, %x)   # return_in_loop.py:43:5
#     block0(%16 : int, %17 : bool, %18 : Float(*), %x.2 : Float(4)):
#       %20 : Float(4) = aten::add(%x.2, %2, %2)   # return_in_loop.py:44:15
#       %21 : Float() = aten::sum(%20, %3)   # return_in_loop.py:45:12
#       %22 : Bool() = aten::gt(%21, %4)   # return_in_loop.py:45:12
#       %23 : bool = aten::Bool(%22)   # return_in_loop.py:45:12
#       %24 : bool, %25 : bool, %26 : Float(*), %27 : Float(4) = prim::If(%23)   # return_in_loop.py:45:9
#         block0():
#           %28 : Float(4) = aten::mul(%20, %5)   # return_in_loop.py:46:22
#           -> (%7, %6, %28, %20)
#         block1():
#           -> (%6, %17, %18, %20)
#       -> (%24, %25, %26, %27)
#   %29 : Float(*) = prim::If(%13)   # return_in_loop.py:43:5
#     block0():
#       -> (%14)
#     block1():
#       -> (%x.1)
#   return (%29)
# <<<
import torch
from torch import Tensor


def f(x: Tensor, n: int) -> Tensor:
    for i in range(n):
        x = x + 1
        if x.sum() > 20:
            return x * 10
    return x
