# A list whose uses are len() and an index (a[1]) is built: past the element limit, the error of
# docs/language.md "Limits", where its elements pass it, as when no use is len().
# >>> inputs
# x:float32[2]
# n:int64[]
# <<<
# >>> stderr
# l_lenonly_also_indexed.py:18:13: error: value too large: it would hold more than 100000 list, tuple and dict elements (the limit; a list held twice counts twice)
#    18 |     a = [1] * 200_000
#       |             ^
# <<<
import torch
from torch import Tensor
from typing import List


def f(x: Tensor, n: int) -> int:
    a = [1] * 200_000
    if n > 0:
        return len(a) + a[1]
    return len(a)
