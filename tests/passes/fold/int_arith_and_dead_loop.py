# >>> inputs
# x:float32[4]
# k:int64[]
# <<<
# >>> options
# -O2
# <<<
# >>> after fold
# graph(%x : Float(4), %k : int):
#   %2 : int = prim::Constant[value=3]()
#   %3 : int = prim::Constant[value=4]()
#   %4 : int = prim::Constant[value=12]()   # int_arith_and_dead_loop.py:30:11
#   %5 : int = prim::Constant[value=2]()
#   %6 : int = prim::Constant[value=10]()   # int_arith_and_dead_loop.py:30:15
#   %7 : int = prim::Constant[value=0]()
#   %8 : int = prim::Constant[value=0]()
#   %9 : int = prim::Constant[value=1]()
#   %10 : int = prim::Constant[value=0]()
#   %11 : int = prim::Constant[value=0]()   # int_arith_and_dead_loop.py:31:14
#   %12 : bool = prim::Constant[value=1]()
#   %13 : int = prim::Constant[value=1]()
#   %14 : Float(4) = aten::add(%x, %6, %13)   # int_arith_and_dead_loop.py:33:14
#   return (%14)
# <<<
import torch
from torch import Tensor


def f(x: Tensor, k: int) -> Tensor:
    s = 3 * 4 - 2
    for i in range(0):
        x = x * k
    return x + s
