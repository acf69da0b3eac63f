# >>> stderr
# break_outside_loop.py:12:9: error: 'break' outside a loop
#    12 |         break
#       |         ^~~~~
# <<<
import torch
from torch import Tensor


def f(x: Tensor) -> Tensor:
    if x.sum() > 0:
        break
    return x
