# >>> inputs
# x:float32[4]
# k:int64[]
# <<<
# >>> ir
# graph(%x : Float(4), %k : int):
#   %2 : int = prim::Constant[value=10]()
#   %3 : bool = prim::Constant[value=0]()
#   %4 : int = prim::Constant[value=1]()
#   %5 : float = prim::Constant[value=1.]()
#   %6 : int = prim::Constant[value=2]()
#   %7 : int = prim::Constant[value=0]()
#   %8 : bool = aten::lt(%7, %k)   # chained_comparison.py:51:8
#   %9 : bool = prim::If(%8)   # chained_comparison.py:51:8
#     block0():
#       %10 : bool = aten::le(%k, %2)   # chained_comparison.py:51:8
#       -> (%10)
#     block1():
#       -> (%3)
#   %x.1 : Float(4) = prim::If(%9)   # chained_comparison.py:51:5
#     block0():
#       %12 : Float(4) = aten::add(%x, %4, %4)   # chained_comparison.py:52:15
#       -> (%12)
#     block1():
#       -> (%x)
#   %13 : float = prim::Constant[value=-1.]()   # chained_comparison.py:53:8
#   %14 : NoneType = prim::Constant()
#   %15 : Float() = aten::sum(%x.1, %14)   # chained_comparison.py:53:15
#   %16 : Bool() = aten::lt(%13, %15)   # chained_comparison.py:53:8
#   %17 : bool = aten::Bool(%16)   # chained_comparison.py:53:8
#   %18 : bool = prim::If(%17)   # chained_comparison.py:53:8
#     block0():
#       %19 : Bool() = aten::lt(%15, %5)   # chained_comparison.py:53:8
#       %20 : bool = aten::Bool(%19)   # chained_comparison.py:53:8
#       -> (%20)
#     block1():
#       -> (%3)
#   %x.2 : Float(4) = prim::If(%18)   # chained_comparison.py:53:5
#     block0():
#       %22 : Float(4) = aten::mul(%x.1, %6)   # chained_comparison.py:54:15
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
