# >>> inputs
# x:float32[3]
# <<<
# TODO exact text
# >>> stderr
# dict_missing_key.py:21:12: error: the dict has no key "c" (its keys are "a", "b")
#    21 |     return d["c"]
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
