# >>> inputs
# x:float32[3]
# flag:bool[]
# <<<
# >>> stderr
# dict_maybe_return.py:19:5: error: a dict some of whose keys are known only at run time cannot be returned (its values would be a run-time number of outputs)
#    19 |     return d
#       |     ^~~~~~~~
# <<<
from typing import Dict
import torch
from torch import Tensor


def f(x: Tensor, flag: bool) -> Dict[str, Tensor]:
    d = {"x": x}
    if flag:
        d["extra"] = x * 10.0
    return d
