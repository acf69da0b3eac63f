# >>> stderr
# fstring.py:18:9: error: f-string: expecting '}'
#    18 |     a = f"{n"
#       |         ^~~~~
# fstring.py:19:9: error: f-strings with replacement fields are not supported
#    19 |     b = f"{n} items"
#       |         ^~~~~~~~~~~~
# fstring.py:20:9: error: f-string: single '}' is not allowed
#    20 |     c = F'x}'
#       |         ^~~~~
# <<<
import torch
from torch import Tensor


# f-strings are text only: TorchScript formats fields with aten::format, scriptc does not
def f(x: Tensor, n: int) -> Tensor:
    a = f"{n"
    b = f"{n} items"
    c = F'x}'
    d = rf"a{{b}}" 'c' f"}}"
    return x
