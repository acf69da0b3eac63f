# >>> inputs
# x:float32[2]
# <<<
# >>> stderr
# syntax_continuation_eof.py:16:14: error: unexpected EOF while parsing
#    16 |     return x \
#       |              ^
# <<<
# A '\' continuation on the file's last line: CPython "unexpected EOF while parsing".
import torch
from torch import Tensor
from typing import List, Tuple


def f(x: Tensor) -> Tensor:
    return x \
