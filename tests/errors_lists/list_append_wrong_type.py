# >>> inputs
# x:float32[3]
# <<<
# TODO exact text
# >>> stderr
# list_append_wrong_type.py:18:15: error: cannot append a Tensor to a List[int]
#    18 |     ks.append(x)
#       |               ^
# <<<
# torch.jit.script: List[int].append refuses a Tensor ("Arguments for call are not valid").
import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple


def f(x: Tensor) -> int:
    ks: List[int] = [1, 2]
    ks.append(x)
    return len(ks)
