# del of a dict's key is not supported yet.
# >>> inputs
# x:float32[3]
# <<<
# >>> stderr
# del_dict_key.py:17:9: error: del of a dict's key is not supported yet
#    17 |     del d["a"]
#       |         ^~~~~~
# <<<
import torch
from torch import Tensor
from typing import Dict


def f(x: Tensor) -> Tensor:
    d: Dict[str, Tensor] = {"a": x, "b": x + 1}
    del d["a"]
    return d["b"]
