# A list whose uses are len() and a second binding is built: past the element limit, the error of
# docs/language.md "Limits", where its elements pass it, as when no use is len().
# >>> inputs
# x:float32[2]
# n:int64[]
# <<<
# >>> stderr
# l_lenonly_also_rebound.py:18:17: error: value too large: it would hold more than 100000 list, tuple and dict elements (the limit; a list held twice counts twice)
#    18 |     d = 2 * [x] * 60_000
#       |                 ^
# <<<
import torch
from torch import Tensor
from typing import List


def f(x: Tensor, n: int) -> int:
    d = 2 * [x] * 60_000
    if n > 0:
        d = [x]
    return len(d)
