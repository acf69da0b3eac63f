# >>> stderr
# undefined_function.py:14:12: error: undefined name 'helper'
#    14 |     return helper(x) + torch.frobnicate(x)
#       |            ^~~~~~
# undefined_function.py:14:24: error: unsupported operator 'torch.frobnicate'
#    14 |     return helper(x) + torch.frobnicate(x)
#       |                        ^~~~~~~~~~~~~~~~~~~
# <<<
import torch
from torch import Tensor


def f(x: Tensor) -> Tensor:
    return helper(x) + torch.frobnicate(x)
