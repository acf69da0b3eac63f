# >>> inputs
# x:float32[3]
# <<<
# >>> stderr
# list_append_wrong_type.py:17:5: error: a list of int cannot hold Float(3)
#    17 |     ks.append(x)
#       |     ^~~~~~~~~~~~
# <<<
# torch.jit.script: List[int].append refuses a Tensor ("Arguments for call are not valid").
import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple


def f(x: Tensor) -> int:
    ks: List[int] = [1, 2]
    ks.append(x)
    return len(ks)
