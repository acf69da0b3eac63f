# >>> inputs
# x:float32[3]
# <<<
# >>> raises
# x = torch.randn(3)
# x = torch.ones(3)
# <<<
# >>> stderr
# w_err_expand_unsqueeze_write.py:19:5: error: cannot write through a view made by aten::expand here (an expanded tensor shares one element between several positions; PyTorch refuses such writes)
#    19 |     x.unsqueeze(0).expand(2, 3).mul_(2.0)
#       |     ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# <<<
# Wrong if `x.unsqueeze(0).expand(2, 3).mul_(2)` (PyTorch raises) compiles.
import torch
from torch import Tensor


def f(x: Tensor) -> Tensor:
    x.unsqueeze(0).expand(2, 3).mul_(2.0)
    return x
