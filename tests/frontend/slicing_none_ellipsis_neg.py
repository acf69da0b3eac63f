# >>> inputs
# x:float32[batch,4,6]
# <<<
# >>> ir
# graph(%x : Float(batch, 4, 6)):
#   %1 : int = prim::Constant[value=0]()   # slicing_none_ellipsis_neg.py:29:9
#   %2 : NoneType = prim::Constant()   # slicing_none_ellipsis_neg.py:29:9
#   %3 : int = prim::Constant[value=1]()   # slicing_none_ellipsis_neg.py:29:9
#   %4 : int = prim::Constant[value=2]()   # slicing_none_ellipsis_neg.py:29:9
#   %5 : Float(batch, 1, 4, 6) = aten::unsqueeze(%x, %3)   # slicing_none_ellipsis_neg.py:29:9
#   %6 : int = prim::Constant[value=-1]()   # slicing_none_ellipsis_neg.py:29:20
#   %7 : Float(batch, 1, 6) = aten::select(%5, %4, %6)   # slicing_none_ellipsis_neg.py:29:9
#   %8 : Float(batch, 4, 4) = aten::slice(%x, %4, %3, %6, %3)   # slicing_none_ellipsis_neg.py:30:9
#   %9 : int = prim::Constant[value=-2]()   # slicing_none_ellipsis_neg.py:31:11
#   %10 : Float(*, 4, 6) = aten::slice(%x, %1, %9, %2, %3)   # slicing_none_ellipsis_neg.py:31:9
#   %11 : Float(*, 2, 6) = aten::slice(%10, %3, %2, %2, %4)   # slicing_none_ellipsis_neg.py:31:9
#   %12 : Float() = aten::sum(%7, %2)   # slicing_none_ellipsis_neg.py:32:12
#   %13 : Float() = aten::sum(%8, %2)   # slicing_none_ellipsis_neg.py:32:22
#   %14 : Float() = aten::add(%12, %13, %3)   # slicing_none_ellipsis_neg.py:32:20
#   %15 : Float() = aten::sum(%11, %2)   # slicing_none_ellipsis_neg.py:32:32
#   %16 : Float() = aten::add(%14, %15, %3)   # slicing_none_ellipsis_neg.py:32:30
#   return (%16)
# <<<
import torch
from torch import Tensor


def f(x: Tensor) -> Tensor:
    a = x[:, None, -1]
    b = x[..., 1:-1]
    c = x[-2:, ::2]
    return a.sum() + b.sum() + c.sum()
