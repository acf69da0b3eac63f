# >>> inputs
# x:float32[3]
# <<<
# >>> stderr
# dict_missing_key.py:20:12: error: the dict has no key 'c' here (KeyError in PyTorch)
#    20 |     return d["c"]
#       |            ^~~~~~
# <<<
# >>> raises
# x = torch.randn(3)
# <<<
# PyTorch scripts it and raises at run time: KeyError.
import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple


def f(x: Tensor) -> Tensor:
    d = {"a": x, "b": x + 1.0}
    return d["c"]
