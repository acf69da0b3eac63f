# >>> inputs
# x:float32[4]
# y:float32[4]
# <<<
# >>> options
# -O2
# <<<
# >>> after dce2
# graph(%x : Float(4), %y : Float(4)):
#   %2 : int = prim::Constant[value=1]()   # after_cse.py:26:28
#   %3 : int = prim::Constant[value=3]()   # after_cse.py:28:20
#   %4 : Float(4) = aten::mul(%x, %y)   # after_cse.py:26:22
#   %5 : Float(4) = aten::add(%4, %2, %2)   # after_cse.py:26:26
#   %6 : Float(4) = aten::tanh(%5)   # after_cse.py:26:9
#   %7 : Float(4) = aten::mul(%6, %3)   # after_cse.py:28:18
#   %8 : Float(4) = aten::sub(%6, %7, %2)   # after_cse.py:28:14
#   return (%8)
# <<<
# CSE makes the second x * y use the first; what fed only the copy (its constants) is then
# dead and dce2 removes it.
import torch
from torch import Tensor


def f(x: Tensor, y: Tensor) -> Tensor:
    a = torch.tanh(x * y + 1)
    b = torch.tanh(x * y + 1)
    return a - b * 3
