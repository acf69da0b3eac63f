# >>> inputs
# x:float32[batch,3,4]
# <<<
# >>> after infer
# graph(%x : Float(batch, 3, 4)):
#   %1 : int = prim::Constant[value=0]()   # helper_size.py:23:19
#   %2 : int = prim::Constant[value=1]()   # helper_size.py:28:23
#   %3 : int = prim::Constant[value=2]()   # helper_size.py:28:28
#   %4 : int = aten::size(%x, %1)   # helper_size.py:23:12
#   %5 : int = prim::Constant[value=-1]()   # helper_size.py:28:22
#   %6 : List[int] = prim::ListConstruct(%4, %5)   # helper_size.py:28:12
#   %7 : Float(batch, 12) = aten::view(%x, %6)   # helper_size.py:28:12
#   %8 : Float(batch, 12) = aten::mul(%7, %3)   # helper_size.py:28:26
#   return (%8)
# <<<
# The helper returns x.size(0); once inlined, infer sees the size and the view keeps `batch`
# (the builder, seeing only the call's output, had Float(*, *)).
import torch
from torch import Tensor


def rows(t: Tensor) -> int:
    return t.size(0)


def f(x: Tensor) -> Tensor:
    n = rows(x)
    return x.view(n, -1) * 2
