# >>> inputs
# x:float32[4]
# c:bool[]
# <<<
# >>> options
# -O2
# <<<
# >>> after dce
# graph(%x : Float(4), %c : bool):
#   %2 : int = prim::Constant[value=1]()   # if_unused_output.py:26:17
#   %a : Float(4) = prim::If(%c)   # if_unused_output.py:25:5
#     block0():
#       %4 : Float(4) = aten::add(%x, %2, %2)   # if_unused_output.py:26:15
#       -> (%4)
#     block1():
#       %5 : Float(4) = aten::sub(%x, %2, %2)   # if_unused_output.py:29:15
#       -> (%5)
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
