# >>> inputs
# x:float32[4]
# <<<
# >>> options
# -O2
# <<<
# >>> after dce
# graph(%x : Float(4)):
#   %1 : Float(4) = aten::exp(%x)   # unused_values.py:19:9
#   return (%1)
# <<<
import torch
from torch import Tensor


def f(x: Tensor) -> Tensor:
    a = torch.relu(x)
    b = a * a
    c = x.exp()
    return c
