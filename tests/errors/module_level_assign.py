# >>> stderr
# module_level_assign.py:9:1: error: only imports and function definitions are supported at module level
#     9 | SCALE = 2.0
#       | ^~~~~~~~~~~
# <<<
import torch
from torch import Tensor

SCALE = 2.0


def f(x: Tensor) -> Tensor:
    return x * 2.0
