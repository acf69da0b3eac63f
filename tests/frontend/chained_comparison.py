# >>> inputs
# x:float32[4]
# k:int64[]
# <<<
# >>> ir
# graph(%x : Float(4), %k : int):
#   %2 : int = prim::Constant[value=0]()   # chained_comparison.py:51:8
#   %3 : int = prim::Constant[value=10]()   # chained_comparison.py:51:17
#   %4 : bool = prim::Constant[value=0]()   # chained_comparison.py:51:8
#   %5 : int = prim::Constant[value=1]()   # chained_comparison.py:52:17
#   %6 : float = prim::Constant[value=1.]()   # chained_comparison.py:53:9
#   %7 : NoneType = prim::Constant()   # chained_comparison.py:53:15
#   %8 : int = prim::Constant[value=2]()   # chained_comparison.py:54:17
#   %9 : bool = aten::lt(%2, %k)   # chained_comparison.py:51:8
#   %10 : bool = prim::If(%9)   # chained_comparison.py:51:8
#     block0():
#       %11 : bool = aten::le(%k, %3)   # chained_comparison.py:51:8
#       -> (%11)
#     block1():
#       -> (%4)
#   %x.1 : Float(4) = prim::If(%10)   # chained_comparison.py:51:5
#     block0():
#       %13 : Float(4) = aten::add(%x, %5, %5)   # chained_comparison.py:52:15
#       -> (%13)
#     block1():
#       -> (%x)
#   %14 : float = prim::Constant[value=-1.]()   # chained_comparison.py:53:8
#   %15 : Float() = aten::sum(%x.1, %7)   # chained_comparison.py:53:15
#   %16 : Bool() = aten::lt(%14, %15)   # chained_comparison.py:53:8
#   %17 : bool = aten::Bool(%16)   # chained_comparison.py:53:8
#   %18 : bool = prim::If(%17)   # chained_comparison.py:53:8
#     block0():
#       %19 : Bool() = aten::lt(%15, %6)   # chained_comparison.py:53:8
#       %20 : bool = aten::Bool(%19)   # chained_comparison.py:53:8
#       -> (%20)
#     block1():
#       -> (%4)
#   %x.2 : Float(4) = prim::If(%18)   # chained_comparison.py:53:5
#     block0():
#       %22 : Float(4) = aten::mul(%x.1, %8)   # chained_comparison.py:54:15
#       -> (%22)
#     block1():
#       -> (%x.1)
#   return (%x.2)
# <<<
import torch
from torch import Tensor


def f(x: Tensor, k: int) -> Tensor:
    if 0 < k <= 10:
        x = x + 1
    if -1.0 < x.sum() < 1.0:
        x = x * 2
    return x
