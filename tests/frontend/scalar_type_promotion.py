# >>> inputs
# x:int64[4]
# y:float16[4]
# k:int64[]
# <<<
# >>> ir
# graph(%x : Long(4), %y : Half(4), %k : int):
#   %3 : float = prim::Constant[value=1.5]()   # scalar_type_promotion.py:26:13
#   %4 : int = prim::Constant[value=1]()   # scalar_type_promotion.py:26:9
#   %5 : float = prim::Constant[value=2.]()   # scalar_type_promotion.py:27:13
#   %6 : float = prim::Constant[value=2.5]()   # scalar_type_promotion.py:29:13
#   %7 : int = prim::Constant[value=2]()   # scalar_type_promotion.py:30:13
#   %8 : Float(4) = aten::add(%x, %3, %4)   # scalar_type_promotion.py:26:11
#   %9 : Half(4) = aten::mul(%y, %5)   # scalar_type_promotion.py:27:11
#   %10 : Half(4) = aten::add(%x, %y, %4)   # scalar_type_promotion.py:28:11
#   %11 : float = aten::Float(%k)   # scalar_type_promotion.py:29:11
#   %12 : float = aten::mul(%11, %6)   # scalar_type_promotion.py:29:11
#   %13 : Float(4) = aten::div(%x, %7)   # scalar_type_promotion.py:30:11
#   return (%8, %9, %10, %12, %13)
# <<<
import torch
from torch import Tensor


def f(x: Tensor, y: Tensor, k: int):
    a = x + 1.5
    b = y * 2.0
    c = x + y
    d = k * 2.5
    e = x / 2
    return a, b, c, d, e
