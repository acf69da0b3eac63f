# >>> inputs
# x:float32[3]
# <<<
# >>> stderr
# list_mixed_types.py:17:14: error: a list holds one type (as in TorchScript): its first element is Float(3) and this one int
#    17 |     xs = [x, 1]
#       |              ^
# <<<
# torch.jit.script (1.13) types the literal List[Union[Tensor, int]] and then refuses it where it is used:
# "Return value was annotated as having type Tensor but is actually of type Union[Tensor, int]".
import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple


def f(x: Tensor) -> Tensor:
    xs = [x, 1]
    return xs[0]
