# >>> inputs
# x:float32[batch,3]
# <<<
# >>> after inline
# graph(%x : Float(batch, 3)):
#   %1 : int = prim::Constant[value=2]()   # helper_twice.py:22:31
#   %2 : int = prim::Constant[value=1]()   # helper_twice.py:23:20
#   %3 : int = prim::Constant[value=3]()   # helper_twice.py:27:34
#   %4 : Float(batch, 3) = aten::mul(%x, %1)   # helper_twice.py:23:14
#   %5 : Float(batch, 3) = aten::add(%4, %2, %2)   # helper_twice.py:23:18
#   %6 : Float(batch, 3) = aten::mul(%x, %3)   # helper_twice.py:23:14
#   %7 : Float(batch, 3) = aten::add(%6, %2, %2)   # helper_twice.py:23:18
#   %8 : Float(batch, 3) = aten::sub(%5, %7, %2)   # helper_twice.py:27:21
#   return (%8)
# <<<
# Each call is built specialized to its arguments (k=2, then k=3 by keyword) in the block of a
# prim::CallFunction; inline moves the blocks' nodes in place of the calls.
import torch
from torch import Tensor


def scale(a: Tensor, k: int = 2) -> Tensor:
    return a * k + 1


def f(x: Tensor) -> Tensor:
    return scale(x) - scale(x, k=3)
