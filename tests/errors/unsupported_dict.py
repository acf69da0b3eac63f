# >>> stderr
# unsupported_dict.py:11:9: error: dicts are not supported yet
#    11 |     d = {"a": x}
#       |         ^~~~~~~~
# <<<
import torch
from torch import Tensor


def f(x: Tensor) -> Tensor:
    d = {"a": x}
    return d["a"]
