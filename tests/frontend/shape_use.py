# >>> inputs
# x:float32[batch,3,8]
# <<<
# >>> ir
# graph(%x : Float(batch, 3, 8)):
#   %1 : int = prim::Constant[value=0]()   # shape_use.py:20:5
#   %2 : int = aten::size(%x, %1)   # shape_use.py:20:5
#   %3 : int = prim::Constant[value=24]()   # shape_use.py:21:24
#   %4 : List[int] = prim::ListConstruct(%2, %3)   # shape_use.py:21:9
#   %5 : Float(batch, 24) = aten::reshape(%x, %4)   # shape_use.py:21:9
#   %6 : int = prim::Constant[value=8]()   # shape_use.py:22:16
#   %7 : Float(batch, 24) = aten::div(%5, %6)   # shape_use.py:22:14
#   return (%7)
# <<<
import torch
from torch import Tensor


def f(x: Tensor) -> Tensor:
    b, c, l = x.shape
    y = x.reshape(b, c * l)
    return y / x.shape[-1]
