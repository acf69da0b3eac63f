# >>> stderr
# continue_outside_loop.py:11:5: error: 'continue' outside a loop
#    11 |     continue
#       |     ^~~~~~~~
# <<<
import torch
from torch import Tensor


def f(x: Tensor) -> Tensor:
    continue
    return x
