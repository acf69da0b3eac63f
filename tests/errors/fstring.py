# >>> stderr
# fstring.py:15:9: error: f-string: expecting '}'
#    15 |     a = f"{n"
#       |         ^~~~~
# fstring.py:17:9: error: f-string: single '}' is not allowed
#    17 |     c = F'x}'
#       |         ^~~~~
# <<<
import torch
from torch import Tensor


# f-strings are text only: TorchScript formats fields with aten::format, scriptc does not
def f(x: Tensor, n: int) -> Tensor:
    a = f"{n"
    b = f"{n} items"  # refused only when built (tests/errors/fstring_field.py)
    c = F'x}'
    d = rf"a{{b}}" 'c' f"}}"
    return x
