# >>> inputs
# x:float32[3]
# <<<
# >>> stderr
# dict_mixed_value_types.py:17:23: error: a dict of Float(3) cannot hold int
#    17 |     d = {"a": x, "b": 1}
#       |                       ^
# <<<
# torch.jit.script (1.13) types the literal Dict[str, Union[Tensor, int]] and then refuses it where it is used:
# "Return value was annotated as having type Tensor but is actually of type Union[Tensor, int]".
import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple


def f(x: Tensor) -> Tensor:
    d = {"a": x, "b": 1}
    return d["a"]
