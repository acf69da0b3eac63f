# >>> inputs
# x:float32[4]
# <<<
# >>> ir
# graph(%x : Float(4)):
#   %1 : NoneType = prim::Constant()   # early_return_branch.py:28:8
#   %2 : int = prim::Constant[value=0]()   # early_return_branch.py:28:18
#   %3 : int = prim::Constant[value=2]()   # early_return_branch.py:29:20
#   %4 : int = prim::Constant[value=1]()   # early_return_branch.py:30:13
#   %5 : Float() = aten::sum(%x, %1)   # early_return_branch.py:28:8
#   %6 : Bool() = aten::gt(%5, %2)   # early_return_branch.py:28:8
#   %7 : bool = aten::Bool(%6)   # early_return_branch.py:28:8
#   %8 : Float(4) = prim::If(%7)   # early_return_branch.py:28:5
#     block0():
#       %9 : Float(4) = aten::mul(%x, %3)   # early_return_branch.py:29:18
#       -> (%9)
#     block1():
#       %10 : Float(4) = aten::sub(%x, %4, %4)   # early_return_branch.py:30:11
#       %11 : Float(4) = aten::mul(%10, %10)   # early_return_branch.py:31:14
#       -> (%11)
#   return (%8)
# <<<
import torch
from torch import Tensor


def f(x: Tensor) -> Tensor:
    if x.sum() > 0:
        return x * 2
    y = x - 1
    return y * y
