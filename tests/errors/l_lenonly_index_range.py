# A list kept for len() (docs/language.md, "Limits"): a literal index past its end is the
# error an index of a built list gives (PyTorch: IndexError at run time).
# >>> inputs
# x:float32[2]
# <<<
# >>> stderr
# l_lenonly_index_range.py:17:33: error: list index 1000000 out of range for a list of 1000000
#    17 |     return len(xs[-1]) + len(xs[1_000_000])
#       |                                 ^~~~~~~~~
# <<<
import torch
from torch import Tensor


def f(x: Tensor) -> int:
    xs = [[x]] * 1_000_000
    return len(xs[-1]) + len(xs[1_000_000])
