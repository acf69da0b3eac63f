# A list whose uses are len() and a helper's parameter is built: past the element limit, the error of
# docs/language.md "Limits", where its elements pass it, as when no use is len().
# >>> inputs
# x:float32[2]
# n:int64[]
# <<<
# >>> stderr
# l_lenonly_also_passed.py:22:22: error: value too large: it would hold more than 100000 list, tuple and dict elements (the limit; a list held twice counts twice)
#    22 |     c = [[[1] * 400] * 400] * 3
#       |                      ^
# <<<
import torch
from torch import Tensor
from typing import List


def g(ys: List[List[int]]) -> int:
    return len(ys)


def f(x: Tensor, n: int) -> int:
    c = [[[1] * 400] * 400] * 3
    return len(c) + g(c[0])
