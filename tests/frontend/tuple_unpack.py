# >>> inputs
# x:float32[4]
# <<<
# >>> ir
# graph(%x : Float(4)):
#   %1 : int = prim::Constant[value=1]()   # tuple_unpack.py:18:16
#   %2 : Float(4) = aten::add(%x, %1, %1)   # tuple_unpack.py:18:14
#   %3 : Float(4) = aten::sub(%x, %1, %1)   # tuple_unpack.py:18:21
#   %4 : Float(4) = aten::mul(%3, %2)   # tuple_unpack.py:24:14
#   return (%4)
# <<<
import torch
from torch import Tensor
from typing import Tuple


def split(x: Tensor) -> Tuple[Tensor, Tensor]:
    return x + 1, x - 1


def f(x: Tensor) -> Tensor:
    a, b = split(x)
    c, d = b, a
    return c * d
