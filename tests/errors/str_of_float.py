# str() of a float: TorchScript prints it its own way (str(1.0) is '1.'), refused.
# >>> inputs
# x:float32[3]
# <<<
# >>> stderr
# str_of_float.py:17:13: error: str() of a float is not supported (TorchScript prints it its own way: str(1.0) is '1.')
#    17 |     d["k" + str(0.5)] = x
#       |             ^~~~~~~~
# <<<
import torch
from torch import Tensor
from typing import Dict


def f(x: Tensor) -> Dict[str, Tensor]:
    d: Dict[str, Tensor] = {}
    d["k" + str(0.5)] = x
    return d
