# >>> inputs
# x:float32[batch]
# n:int64[]
# <<<
# >>> ir
# graph(%x : Float(batch), %n : int):
#   %2 : int = prim::Constant[value=2]()   # raise_drops_branch.py:30:17
#   %3 : int = prim::Constant[value=0]()   # raise_drops_branch.py:31:17
#   %4 : int = prim::Constant[value=1]()   # raise_drops_branch.py:32:23
#   %5 : bool = prim::Constant[value=1]()   # raise_drops_branch.py:33:5
#   %6 : Float(batch) = aten::mul(%x, %2)   # raise_drops_branch.py:30:15
#   %7 : int = aten::max(%n, %3)   # raise_drops_branch.py:33:14
#   %y : Float(batch) = prim::Loop(%7, %5, %6)   # raise_drops_branch.py:33:5
#     block0(%9 : int, %y.1 : Float(batch)):
#       %11 : Float(batch) = aten::add(%y.1, %9, %4)   # raise_drops_branch.py:36:15
#       -> (%5, %11)
#   return (%y)
# <<<
import torch
from torch import Tensor


# Each raising branch leaves no If: the model is the path that goes on. y, assigned only
# on the else of the first if, is defined after it; the loop body's raise drops its If too;
# the asserts leave nothing (their conditions, computed, are removed as dead code).
def f(x: Tensor, n: int) -> Tensor:
    if x.sum() > 100:
        raise ValueError("too large")
    else:
        y = x * 2
    assert n >= 0
    assert x.dim() == 1
    for i in range(n):
        if i > 10:
            raise RuntimeError("too many")
        y = y + i
    return y
