# >>> inputs
# x:float32[batch,3]
# n:int64[]
# <<<
# >>> ir
# graph(%x : Float(batch, 3), %n : int):
#   %2 : int = prim::Constant[value=0]()   # for_range_runtime_bound.py:24:5
#   %3 : int = prim::Constant[value=1]()   # for_range_runtime_bound.py:24:5
#   %4 : bool = prim::Constant[value=1]()   # for_range_runtime_bound.py:24:5
#   %5 : int = prim::Constant[value=2]()   # for_range_runtime_bound.py:25:17
#   %6 : int = aten::max(%n, %2)   # for_range_runtime_bound.py:24:14
#   %x.1 : Float(batch, 3) = prim::Loop(%6, %4, %x)   # for_range_runtime_bound.py:24:5
#     block0(%8 : int, %x.2 : Float(batch, 3)):
#       %10 : Float(batch, 3) = aten::mul(%x.2, %5)   # for_range_runtime_bound.py:25:15
#       %11 : Float(batch, 3) = aten::add(%10, %8, %3)   # for_range_runtime_bound.py:25:19
#       -> (%4, %11)
#   return (%x.1)
# <<<
import torch
from torch import Tensor


def f(x: Tensor, n: int) -> Tensor:
    for i in range(n):
        x = x * 2 + i
    return x
