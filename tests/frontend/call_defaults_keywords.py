# >>> inputs
# x:float32[4]
# <<<
# >>> ir
# graph(%x : Float(4)):
#   %1 : float = prim::Constant[value=2.]()   # call_defaults_keywords.py:25:38
#   %2 : int = prim::Constant[value=1]()   # call_defaults_keywords.py:26:12
#   %3 : float = prim::Constant[value=3.]()   # call_defaults_keywords.py:31:25
#   %4 : float = prim::Constant[value=0.5]()   # call_defaults_keywords.py:32:22
#   %5 : float = prim::Constant[value=4.]()   # call_defaults_keywords.py:32:38
#   %6 : float = prim::Constant[value=-1.]()   # call_defaults_keywords.py:25:58
#   %7 : Float(4) = aten::mul(%x, %1)   # call_defaults_keywords.py:26:14
#   %8 : Float(4) = aten::add(%7, %6, %2)   # call_defaults_keywords.py:26:22
#   %9 : Float(4) = aten::add(%7, %3, %2)   # call_defaults_keywords.py:26:22
#   %10 : Float(4) = aten::mul(%x, %5)   # call_defaults_keywords.py:26:14
#   %11 : Float(4) = aten::add(%10, %4, %2)   # call_defaults_keywords.py:26:22
#   %12 : Float(4) = aten::add(%8, %9, %2)   # call_defaults_keywords.py:33:14
#   %13 : Float(4) = aten::add(%12, %11, %2)   # call_defaults_keywords.py:33:18
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
