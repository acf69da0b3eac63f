# >>> stderr
# syntax_unterminated_string.py:11:9: error: unterminated string literal
#    11 |     s = "abc
#       |         ^~~~
# <<<
import torch
from torch import Tensor


def f(x: Tensor) -> Tensor:
    s = "abc
    return x
