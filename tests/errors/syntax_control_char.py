# >>> stderr
# syntax_control_char.py:15:11: error: invalid non-printable character U+001B
#    15 |     y = x \x1b[31m+ 1
#       |           ^~~~
# syntax_control_char.py:15:12: error: '[' was never closed
#    15 |     y = x \x1b[31m+ 1
#       |               ^
# <<<
# A control byte in the source: a located error, and the quoted line shows it escaped.
import torch
from torch import Tensor


def f(x: Tensor) -> Tensor:
    y = x [31m+ 1
    return y
