# >>> options
# --entry Point
# <<<
# >>> stderr
# mod_entry_not_module.py:14:1: error: class 'Point' is not an nn.Module subclass: only modules can be the entry
#    14 | class Point:
#       | ^~~~~~~~~~~~
# <<<
# A plain class (not an nn.Module) named as the entry: only modules are built.
import torch
from torch import Tensor


class Point:
    def __init__(self):
        self.x = 1


def f(x: Tensor) -> Tensor:
    return x
