# >>> inputs
# x:float32[4]
# c:bool[]
# <<<
# >>> options
# -O2
# <<<
# >>> after dce
# graph(%x : Float(4), %c : bool):
#   %a : Float(4) = prim::If(%c)   # if_unused_output.py:28:5
#     block0():
#       %3 : int = prim::Constant[value=1]()
#       %4 : int = prim::Constant[value=1]()
#       %5 : Float(4) = aten::add(%x, %3, %4)   # if_unused_output.py:29:15
#       -> (%5)
#     block1():
#       %6 : int = prim::Constant[value=1]()
#       %7 : int = prim::Constant[value=1]()
#       %8 : Float(4) = aten::sub(%x, %6, %7)   # if_unused_output.py:32:15
#       -> (%8)
#   return (%a)
# <<<
import torch
from torch import Tensor


def f(x: Tensor, c: bool) -> Tensor:
    if c:
        a = x + 1
        b = x * 2
    else:
        a = x - 1
        b = x * 3
    return a
