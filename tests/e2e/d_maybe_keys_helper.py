# A helper given the dict sets a key on one branch only: after the call the dict has it
# under the flag the helper's If made, which the call must hand back (it was used out of its
# scope: the IR verifier refused the model). Wrong if len, `in` or get lose the flag.
# >>> inputs
# x:float32[B]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(2); n = 0
# x = torch.randn(3); n = 1
# x = torch.randn(2); n = 3
# <<<
import torch
from torch import Tensor
from typing import Dict, Tuple


def note(d: Dict[str, Tensor], t: Tensor, i: int):
    if i % 2 == 1:
        d["odd"] = t


def f(x: Tensor, n: int) -> Tuple[Tensor, int, bool]:
    d: Dict[str, Tensor] = {}
    note(d, x, n)
    return d.get("odd", x - 1.0), len(d), "odd" in d
