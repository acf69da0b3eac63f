# >>> inputs
# x:float32[B,4]
# <<<
# >>> ir
# graph(%x : Float(B, 4)):
#   %1 : int = prim::Constant[value=1]()   # multi_split_views.py:26:21
#   %2 : int = prim::Constant[value=3]()   # multi_split_views.py:26:24
#   %3 : int = prim::Constant[value=0]()   # multi_split_views.py:26:12
#   %4 : int = prim::Constant[value=4]()   # multi_split_views.py:26:12
#   %5 : int = prim::Constant[value=2]()   # multi_split_views.py:27:17
#   %6 : bool = prim::Constant[value=0]()   # multi_split_views.py:29:24
#   %7 : Float(B, 1) = aten::slice(%x, %1, %3, %1, %1)   # multi_split_views.py:26:12
#   %8 : Float(B, 3) = aten::slice(%x, %1, %1, %4, %1)   # multi_split_views.py:26:12
#   %9 : Float(B, 2) = aten::slice(%x, %1, %5, %4, %1)   # multi_split_views.py:27:9
#   %10 : Float(B) = aten::select(%x, %1, %2)   # multi_split_views.py:28:9
#   %11 : Float(B), %12 : Long(B) = aten::max(%x, %1, %6)   # multi_split_views.py:29:24
#   return (%7, %8, %9, %10, %12)
# <<<
# split, chunk and unbind are expanded by the builder into slice and select views of x (no
# aten::split node), and the NamedTuple of max is its two outputs
import torch
from torch import Tensor


def f(x: Tensor):
    a, b = x.split([1, 3], 1)
    c = x.chunk(2, dim=1)[1]
    d = x.unbind(1)[3]
    return a, b, c, d, x.max(1).indices
