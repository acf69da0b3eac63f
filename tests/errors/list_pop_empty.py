# >>> inputs
# x:float32[3]
# <<<
# >>> stderr
# list_pop_empty.py:21:12: error: pop from empty list
#    21 |     return xs.pop()
#       |            ^~~~~~~~
# <<<
# >>> raises
# x = torch.randn(3)
# <<<
# PyTorch scripts it and raises at run time: "pop from empty list".
import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple


def f(x: Tensor) -> Tensor:
    xs = [x]
    xs.clear()
    return xs.pop()
