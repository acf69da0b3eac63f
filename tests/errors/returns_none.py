# >>> inputs
# x:float32[3]
# <<<
# >>> stderr
# returns_none.py:13:1: error: 'f' returns None; a model's outputs are tensors, numbers, lists of them and Optionals of tensors and numbers
#    13 | def f(x: Tensor):
#       | ^~~~~~~~~~~~~~~~~
# <<<
import torch
from torch import Tensor


def f(x: Tensor):
    y = x + 1
