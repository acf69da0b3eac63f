# >>> inputs
# x:float32[1,4]
# <<<
# >>> raises
# x = torch.randn(1, 4)
# x = torch.zeros(1, 4)
# <<<
# >>> stderr
# w_err_expand_write.py:20:5: error: cannot write through a view made by aten::expand here (an expanded tensor shares one element between several positions; PyTorch refuses such writes)
#    20 |     y.add_(1.0)
#       |     ^~~~~~~~~~~
# <<<
# Wrong if an in-place write to an expanded view (PyTorch raises: many elements share one location) compiles to a broadcast write.
import torch
from torch import Tensor


def f(x: Tensor) -> Tensor:
    y = x.expand(3, 4)
    y.add_(1.0)
    return y
