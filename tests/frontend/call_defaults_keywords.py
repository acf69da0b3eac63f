# >>> inputs
# x:float32[4]
# <<<
# >>> ir
# graph(%x : Float(4)):
#   %1 : float = prim::Constant[value=2.]()
#   %2 : float = prim::Constant[value=-1.]()   # call_defaults_keywords.py:25:58
#   %3 : Float(4) = aten::mul(%x, %1)   # call_defaults_keywords.py:26:14
#   %4 : int = prim::Constant[value=1]()
#   %5 : Float(4) = aten::add(%3, %2, %4)   # call_defaults_keywords.py:26:22
#   %6 : float = prim::Constant[value=3.]()
#   %7 : Float(4) = aten::add(%3, %6, %4)   # call_defaults_keywords.py:26:22
#   %8 : float = prim::Constant[value=0.5]()
#   %9 : float = prim::Constant[value=4.]()
#   %10 : Float(4) = aten::mul(%x, %9)   # call_defaults_keywords.py:26:14
#   %11 : Float(4) = aten::add(%10, %8, %4)   # call_defaults_keywords.py:26:22
#   %12 : Float(4) = aten::add(%5, %7, %4)   # call_defaults_keywords.py:33:14
#   %13 : Float(4) = aten::add(%12, %11, %4)   # call_defaults_keywords.py:33:18
#   return (%13)
# <<<
import torch
from torch import Tensor


def affine(x: Tensor, scale: float = 2.0, shift: float = -1.0) -> Tensor:
    return x * scale + shift


def f(x: Tensor) -> Tensor:
    a = affine(x)
    b = affine(x, shift=3.0)
    c = affine(shift=0.5, x=x, scale=4.0)
    return a + b + c
