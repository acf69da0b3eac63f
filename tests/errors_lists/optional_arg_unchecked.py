# >>> inputs
# x:float32[3]
# <<<
# TODO exact text
# >>> stderr
# optional_arg_unchecked.py:17:16: error: 'bias' is Optional[Tensor]: check it with `is None` before using it
#    17 |     return x + bias
#       |                ^~~~
# <<<
# torch.jit.script: an Optional[Tensor] argument used without a check ("Arguments for call are not valid").
import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple


def g(x: Tensor, bias: Optional[Tensor]) -> Tensor:
    return x + bias


def f(x: Tensor) -> Tensor:
    return g(x, None)
