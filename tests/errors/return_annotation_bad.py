# >>> stderr
# return_annotation_bad.py:10:21: error: unsupported type annotation
#    10 | def f(x: Tensor) -> [Bogus, 3]:
#       |                     ^~~~~~~~~~
# <<<
import torch
from torch import Tensor


def f(x: Tensor) -> [Bogus, 3]:
    return x
