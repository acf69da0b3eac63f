# >>> inputs
# x:float32[4]
# k:int64[]
# <<<
# >>> options
# -O2
# <<<
# >>> after fold
# graph(%x : Float(4), %k : int):
#   %2 : int = prim::Constant[value=3]()   # int_arith_and_dead_loop.py:27:9
#   %3 : int = prim::Constant[value=4]()   # int_arith_and_dead_loop.py:27:13
#   %4 : int = prim::Constant[value=2]()   # int_arith_and_dead_loop.py:27:17
#   %5 : int = prim::Constant[value=0]()   # int_arith_and_dead_loop.py:28:20
#   %6 : int = prim::Constant[value=1]()   # int_arith_and_dead_loop.py:28:5
#   %7 : bool = prim::Constant[value=1]()   # int_arith_and_dead_loop.py:28:5
#   %8 : int = prim::Constant[value=12]()   # int_arith_and_dead_loop.py:27:11
#   %9 : int = prim::Constant[value=10]()   # int_arith_and_dead_loop.py:27:15
#   %10 : int = prim::Constant[value=0]()   # int_arith_and_dead_loop.py:28:14
#   %11 : Float(4) = aten::add(%x, %9, %6)   # int_arith_and_dead_loop.py:30:14
#   return (%11)
# <<<
import torch
from torch import Tensor


def f(x: Tensor, k: int) -> Tensor:
    s = 3 * 4 - 2
    for i in range(0):
        x = x * k
    return x + s
