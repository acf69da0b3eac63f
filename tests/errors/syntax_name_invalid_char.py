# >>> stderr
# syntax_name_invalid_char.py:16:6: error: invalid character '€' (U+20AC)
#    16 |     é€ = x
#       |      ^
# syntax_name_invalid_char.py:17:13: error: invalid character '€' (U+20AC)
#    17 |     return é€
#       |             ^
# <<<
# '€' is no letter: not in a name (CPython: "invalid character '€' (U+20AC)"); the column
# counts characters, so the caret and the column stay right after 'é'.
import torch
from torch import Tensor


def f(x: Tensor) -> Tensor:
    é€ = x
    return é€
