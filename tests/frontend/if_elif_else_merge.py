# >>> inputs
# x:float32[4]
# k:int64[]
# <<<
# >>> ir
# graph(%x : Float(4), %k : int):
#   %2 : float = prim::Constant[value=1.]()   # if_elif_else_merge.py:35:9
#   %3 : int = prim::Constant[value=0]()   # if_elif_else_merge.py:36:13
#   %4 : int = prim::Constant[value=1]()   # if_elif_else_merge.py:37:17
#   %5 : float = prim::Constant[value=2.]()   # if_elif_else_merge.py:39:13
#   %6 : float = prim::Constant[value=3.]()   # if_elif_else_merge.py:42:13
#   %7 : bool = aten::eq(%k, %3)   # if_elif_else_merge.py:36:8
#   %a : Float(4), %b : float = prim::If(%7)   # if_elif_else_merge.py:36:5
#     block0():
#       %10 : Float(4) = aten::add(%x, %4, %4)   # if_elif_else_merge.py:37:15
#       -> (%10, %2)
#     block1():
#       %11 : bool = aten::eq(%k, %4)   # if_elif_else_merge.py:38:10
#       %a.1 : Float(4), %b.1 : float = prim::If(%11)   # if_elif_else_merge.py:38:5
#         block0():
#           -> (%x, %5)
#         block1():
#           %14 : Float(4) = aten::sub(%x, %4, %4)   # if_elif_else_merge.py:41:15
#           -> (%14, %6)
#       -> (%a.1, %b.1)
#   %15 : Float(4) = aten::mul(%a, %b)   # if_elif_else_merge.py:43:14
#   return (%15)
# <<<
import torch
from torch import Tensor


def f(x: Tensor, k: int) -> Tensor:
    a = x
    b = 1.0
    if k == 0:
        a = x + 1
    elif k == 1:
        b = 2.0
    else:
        a = x - 1
        b = 3.0
    return a * b
