# >>> inputs
# x:float32[4]
# y:float32[4]
# <<<
# >>> options
# -O2
# <<<
# >>> after dce2
# graph(%x : Float(4), %y : Float(4)):
#   %2 : Float(4) = aten::mul(%x, %y)   # after_cse.py:26:22
#   %3 : int = prim::Constant[value=1]()
#   %4 : Float(4) = aten::add(%2, %3, %3)   # after_cse.py:26:26
#   %5 : Float(4) = aten::tanh(%4)   # after_cse.py:26:9
#   %6 : int = prim::Constant[value=3]()
#   %7 : Float(4) = aten::mul(%5, %6)   # after_cse.py:28:18
#   %8 : Float(4) = aten::sub(%5, %7, %3)   # after_cse.py:28:14
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
