# >>> inputs
# x:float32[3]
# y:float32[B,3]
# <<<
# >>> raises
# x = torch.randn(3); y = torch.randn(2, 3)
# x = torch.randn(3); y = torch.randn(4, 3)
# <<<
# >>> stderr
# w_err_inplace_broadcast_grows_target.py:20:7: error: in-place +=: the result's shape Float(B, 3) differs from the shape Float(3) of 'x', which an in-place update cannot change (PyTorch raises)
#    20 |     x += y
#       |       ^~
# <<<
# Wrong if `x += y` where y's shape is larger than x's (PyTorch raises: the result would not fit x) compiles to a larger x.
import torch
from torch import Tensor


def f(x: Tensor, y: Tensor) -> Tensor:
    x += y
    return x
