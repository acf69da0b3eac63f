# >>> inputs
# x:float32[3]
# <<<
# >>> stderr
# optional_arg_unchecked.py:16:14: error: no overload of aten::add takes (Float(3), NoneType)
#    16 |     return x + bias
#       |              ^
# <<<
# torch.jit.script: an Optional[Tensor] argument used without a check ("Arguments for call are not valid").
import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple


def g(x: Tensor, bias: Optional[Tensor]) -> Tensor:
    return x + bias


def f(x: Tensor) -> Tensor:
    return g(x, None)
