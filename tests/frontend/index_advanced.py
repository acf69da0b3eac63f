# >>> inputs
# x:float32[b,3,4,5]
# i:int64[k]
# j:int64[1,k]
# m:bool[b]
# <<<
# >>> ir
# graph(%x : Float(b, 3, 4, 5), %i : Long(k), %j : Long(1, k), %m : Bool(b)):
#   %4 : int = prim::Constant[value=0]()   # index_advanced.py:35:9
#   %5 : NoneType = prim::Constant()   # index_advanced.py:35:9
#   %6 : int = prim::Constant[value=1]()   # index_advanced.py:35:9
#   %7 : int = prim::Constant[value=2]()   # index_advanced.py:35:9
#   %8 : List[Optional[Tensor]] = prim::ListConstruct(%5, %i, %j)   # index_advanced.py:35:9
#   %9 : Float(b, 1, k, 5) = aten::index(%x, %8)   # index_advanced.py:35:9
#   %10 : Float(b, 3, 5) = aten::select(%x, %7, %4)   # index_advanced.py:36:9
#   %11 : List[Optional[Tensor]] = prim::ListConstruct(%i, %5, %j)   # index_advanced.py:36:9
#   %12 : Float(1, k, 3) = aten::index(%10, %11)   # index_advanced.py:36:9
#   %13 : Float(b, 1, 3, 4, 5) = aten::unsqueeze(%x, %6)   # index_advanced.py:37:9
#   %14 : Float(b, 1, 2, 4, 5) = aten::slice(%13, %7, %6, %5, %6)   # index_advanced.py:37:9
#   %15 : List[int] = prim::ListConstruct(%4, %7)   # index_advanced.py:37:24
#   %16 : List[Optional[Tensor]] = prim::ListConstruct(%m, %5, %5, %15)   # index_advanced.py:37:9
#   %17 : Float(2, 1, 2, 5) = aten::index(%14, %16)   # index_advanced.py:37:9
#   %18 : Float(3, 4, 5) = aten::select(%x, %4, %4)   # index_advanced.py:38:9
#   %19 : Float(3, 4, 3) = aten::slice(%18, %7, %5, %5, %7)   # index_advanced.py:38:9
#   return (%9, %12, %17, %19)
# <<<
# As TorchScript builds them: ints, slices and None first, then one aten::index with None for
# the dims taken whole; each index entry at the dim it indexes once those are applied.
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, i: Tensor, j: Tensor, m: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor]:
    a = x[:, i, j]          # adjacent: (b, 1, k, 5)
    c = x[i, :, 0, j]       # separated by a slice: (1, k, 3)
    d = x[m, None, 1:, [0, 2]]  # mask and list broadcast to (2), separated: first
    e = x[0, ..., ::2]      # no tensor: basic indexing only
    return a, c, d, e
