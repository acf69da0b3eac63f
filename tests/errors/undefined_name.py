# >>> stderr
# undefined_name.py:11:13: error: undefined name 'bias'
#    11 |     y = x + bias
#       |             ^~~~
# <<<
import torch
from torch import Tensor


def f(x: Tensor) -> Tensor:
    y = x + bias
    return y
