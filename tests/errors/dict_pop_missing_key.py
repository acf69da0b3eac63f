# dict.pop() of a key the dict does not have, without a default: KeyError in PyTorch.
# >>> inputs
# x:float32[3]
# <<<
# >>> stderr
# dict_pop_missing_key.py:18:12: error: the dict has no key 'a' here (KeyError in PyTorch)
#    18 |     return d.pop("a")
#       |            ^~~~~~~~~~
# <<<
import torch
from torch import Tensor
from typing import Dict


def f(x: Tensor) -> Tensor:
    d: Dict[str, Tensor] = {"a": x}
    del d["a"]
    return d.pop("a")
