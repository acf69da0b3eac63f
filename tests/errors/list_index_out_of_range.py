# >>> inputs
# x:float32[3]
# <<<
# >>> stderr
# list_index_out_of_range.py:20:15: error: list index 3 out of range for a list of 3
#    20 |     return xs[3]
#       |               ^
# <<<
# >>> raises
# x = torch.randn(3)
# <<<
# PyTorch scripts it and raises at run time: "list index out of range".
import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple


def f(x: Tensor) -> Tensor:
    xs = [x, x + 1.0, x + 2.0]
    return xs[3]
