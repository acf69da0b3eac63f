# >>> inputs
# x:float32[1,4]
# <<<
# >>> raises
# x = torch.randn(1, 4)
# x = torch.zeros(1, 4)
# <<<
# >>> stderr
# w_err_expand_write.py:20:5: error: in-place update of an expanded view: several of its elements share one memory location (PyTorch raises at run time)
#    20 |     y.add_(1.0)
#       |     ^
# <<<
# Wrong if an in-place write to an expanded view (PyTorch raises: many elements share one location) compiles to a broadcast write.
import torch
from torch import Tensor


def f(x: Tensor) -> Tensor:
    y = x.expand(3, 4)
    y.add_(1.0)
    return y
