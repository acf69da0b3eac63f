# A dict comprehension over a list of run-time length is a Loop that sets its key on every
# run: the dict has it iff the list is not empty, holding the last element. Wrong if len,
# `in` or get ignore an empty list.
# >>> inputs
# x:float32[N,3]
# <<<
# >>> sets
# x = torch.randn(0, 3)
# x = torch.randn(1, 3)
# x = torch.randn(4, 3)
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Tuple


def f(x: Tensor) -> Tuple[int, bool, Tensor]:
    d: Dict[str, Tensor] = {"row": r * 2.0 for r in x.unbind(0)}
    return len(d), "row" in d, d.get("row", torch.ones(3))
