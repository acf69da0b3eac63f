# int() of a float outside int64 is undefined in C and C++ (PyTorch 1.13 on x86 gives
# -9223372036854775808, other machines saturate): the folder leaves those to run time and
# folds only what is in range (-9.2e18).  It once cast 1e300 in C, undefined behaviour.
# >>> inputs
# x:float32[2]
# <<<
# >>> after fold
# graph(%x : Float(2)):
#   %1 : float = prim::Constant[value=1e+300]()   # int_of_huge_float.py:27:16
#   %2 : float = prim::Constant[value=1e+19]()   # int_of_huge_float.py:27:29
#   %3 : float = prim::Constant[value=9.2e+18]()   # int_of_huge_float.py:27:41
#   %4 : float = prim::Constant[value=9.223372036854776e+18]()   # int_of_huge_float.py:27:54
#   %5 : int = aten::Int(%1)   # int_of_huge_float.py:27:12
#   %6 : float = prim::Constant[value=-1e+19]()   # int_of_huge_float.py:27:28
#   %7 : int = aten::Int(%6)   # int_of_huge_float.py:27:24
#   %8 : float = prim::Constant[value=-9.2e+18]()   # int_of_huge_float.py:27:40
#   %9 : int = prim::Constant[value=-9200000000000000000]()   # int_of_huge_float.py:27:36
#   %10 : int = aten::Int(%4)   # int_of_huge_float.py:27:50
#   return (%5, %7, %9, %10)
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor) -> Tuple[int, int, int, int]:
    return int(1e300), int(-1e19), int(-9.2e18), int(9223372036854775807.0)
