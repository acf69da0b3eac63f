# >>> inputs
# x:float32[3]
# n:int64[]
# <<<
# >>> stderr
# optional_used_unchecked.py:20:12: error: 'b' is a Tensor on one branch of the 'if' at line 18 and None on the other; which one is known only at run time (an ONNX optional), and that is not supported
#    20 |     return b + x
#       |            ^
# <<<
# torch.jit.script: an Optional[Tensor] in arithmetic ("Arguments for call are not valid").
import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple


def f(x: Tensor, n: int) -> Tensor:
    b: Optional[Tensor] = None
    if n > 0:
        b = x * 2.0
    return b + x
