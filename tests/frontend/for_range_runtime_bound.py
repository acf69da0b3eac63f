# >>> inputs
# x:float32[batch,3]
# n:int64[]
# <<<
# >>> ir
# graph(%x : Float(batch, 3), %n : int):
#   %2 : int = prim::Constant[value=2]()
#   %3 : int = prim::Constant[value=1]()
#   %4 : bool = prim::Constant[value=1]()
#   %5 : int = prim::Constant[value=0]()
#   %6 : int = aten::sub(%5, %n)   # for_range_runtime_bound.py:26:14
#   %7 : int = aten::neg(%6)   # for_range_runtime_bound.py:26:14
#   %8 : int = aten::max(%7, %5)   # for_range_runtime_bound.py:26:14
#   %x.1 : Float(batch, 3) = prim::Loop(%8, %4, %x)   # for_range_runtime_bound.py:26:5
#     block0(%10 : int, %x.2 : Float(batch, 3)):
#       %12 : Float(batch, 3) = aten::mul(%x.2, %2)   # for_range_runtime_bound.py:27:15
#       %13 : Float(batch, 3) = aten::add(%12, %10, %3)   # for_range_runtime_bound.py:27:19
#       -> (%4, %13)
#   return (%x.1)
# <<<
import torch
from torch import Tensor


def f(x: Tensor, n: int) -> Tensor:
    for i in range(n):
        x = x * 2 + i
    return x
