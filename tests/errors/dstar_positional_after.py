# >>> stderr
# dstar_positional_after.py:19:17: error: positional argument follows keyword argument unpacking
#    19 |     y = g(**kw, x)
#       |                 ^
# dstar_positional_after.py:20:36: error: iterable argument unpacking follows keyword argument unpacking
#    20 |     return g(*[x], **kw) + g(**kw, *[x]) + y
#       |                                    ^~~~
# <<<
import torch
from torch import Tensor


def g(a: Tensor, b: int = 1) -> Tensor:
    return a * b


def f(x: Tensor) -> Tensor:
    kw = {"b": 3}
    y = g(**kw, x)
    return g(*[x], **kw) + g(**kw, *[x]) + y
