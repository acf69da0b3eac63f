# >>> stderr
# unsupported_class.py:10:1: error: classes are not supported yet (only functions)
#    10 | class Point:
#       | ^~~~~~~~~~~~
# <<<
import torch
from torch import Tensor


class Point:
    def __init__(self):
        self.x = 1


def f(x: Tensor) -> Tensor:
    return x
