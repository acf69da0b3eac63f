# A list whose uses are len() and a loop over it is built: past the element limit, the error of
# docs/language.md "Limits", where its elements pass it, as when no use is len().
# >>> inputs
# x:float32[2]
# n:int64[]
# <<<
# >>> stderr
# l_lenonly_also_iterated.py:18:9: error: value too large: it would hold more than 100000 list, tuple and dict elements (the limit; a list held twice counts twice)
#    18 |     b = [[0] * 100_000] * 2
#       |         ^~~~~~~~~~~~~~~
# <<<
import torch
from torch import Tensor
from typing import List


def f(x: Tensor, n: int) -> int:
    b = [[0] * 100_000] * 2
    s = 0
    for v in b:
        s += len(v)
    return len(b) + s
