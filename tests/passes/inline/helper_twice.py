# >>> inputs
# x:float32[batch,3]
# <<<
# >>> after inline
# graph(%x : Float(batch, 3)):
#   %1 : int = prim::Constant[value=2]()
#   %2 : Float(batch, 3) = aten::mul(%x, %1)   # helper_twice.py:27:14
#   %3 : int = prim::Constant[value=1]()
#   %4 : int = prim::Constant[value=1]()
#   %5 : Float(batch, 3) = aten::add(%2, %3, %4)   # helper_twice.py:27:18
#   %6 : int = prim::Constant[value=3]()
#   %7 : Float(batch, 3) = aten::mul(%x, %6)   # helper_twice.py:27:14
#   %8 : int = prim::Constant[value=1]()
#   %9 : int = prim::Constant[value=1]()
#   %10 : Float(batch, 3) = aten::add(%7, %8, %9)   # helper_twice.py:27:18
#   %11 : int = prim::Constant[value=1]()
#   %12 : Float(batch, 3) = aten::sub(%5, %10, %11)   # helper_twice.py:31:21
#   return (%12)
# <<<
# Each call is built specialized to its arguments (k=2, then k=3 by keyword) in the block of a
# prim::CallFunction; inline moves the blocks' nodes in place of the calls.
import torch
from torch import Tensor


def scale(a: Tensor, k: int = 2) -> Tensor:
    return a * k + 1


def f(x: Tensor) -> Tensor:
    return scale(x) - scale(x, k=3)
