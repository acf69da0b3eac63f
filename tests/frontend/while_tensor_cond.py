# >>> inputs
# x:float32[4]
# <<<
# >>> ir
# graph(%x : Float(4)):
#   %1 : int = prim::Constant[value=9223372036854775807]()   # while_tensor_cond.py:27:5
#   %2 : NoneType = prim::Constant()   # while_tensor_cond.py:27:11
#   %3 : int = prim::Constant[value=100]()   # while_tensor_cond.py:27:21
#   %4 : int = prim::Constant[value=2]()   # while_tensor_cond.py:28:17
#   %5 : Float() = aten::sum(%x, %2)   # while_tensor_cond.py:27:11
#   %6 : Bool() = aten::lt(%5, %3)   # while_tensor_cond.py:27:11
#   %7 : bool = aten::Bool(%6)   # while_tensor_cond.py:27:11
#   %x.1 : Float(4) = prim::Loop(%1, %7, %x)   # while_tensor_cond.py:27:5
#     block0(%9 : int, %x.2 : Float(4)):
#       %11 : Float(4) = aten::mul(%x.2, %4)   # while_tensor_cond.py:28:15
#       %12 : Float() = aten::sum(%11, %2)   # while_tensor_cond.py:27:11
#       %13 : Bool() = aten::lt(%12, %3)   # while_tensor_cond.py:27:11
#       %14 : bool = aten::Bool(%13)   # while_tensor_cond.py:27:11
#       -> (%14, %11)
#   return (%x.1)
# <<<
import torch
from torch import Tensor


def f(x: Tensor) -> Tensor:
    while x.sum() < 100:
        x = x * 2
    return x
