# >>> inputs
# x:float32[4]
# y:float32[4]
# c:bool[]
# <<<
# >>> options
# -O2
# <<<
# >>> after cse
# graph(%x : Float(4), %y : Float(4), %c : bool):
#   %3 : int = prim::Constant[value=1]()   # into_branch.py:27:23
#   %4 : Float(4) = aten::add(%x, %y, %3)   # into_branch.py:27:25
#   %5 : Float(4) = aten::sigmoid(%4)   # into_branch.py:27:9
#   %s : Float(4) = prim::If(%c)   # into_branch.py:28:5
#     block0():
#       %7 : Float(4) = aten::mul(%5, %5)   # into_branch.py:29:15
#       -> (%7)
#     block1():
#       -> (%5)
#   return (%s)
# <<<
import torch
from torch import Tensor


def f(x: Tensor, y: Tensor, c: bool) -> Tensor:
    s = torch.sigmoid(x + y)
    if c:
        s = s * torch.sigmoid(x + y)
    return s
