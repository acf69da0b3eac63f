# >>> stderr
# kwonly_by_position.py:18:14: error: g() takes 1 positional argument but 2 were given
#    18 |     y = g(x, 2, c=3)
#       |              ^
# kwonly_by_position.py:19:9: error: g() missing required keyword-only argument 'b'
#    19 |     z = g(x, c=3)
#       |         ^~~~~~~~~
# <<<
import torch
from torch import Tensor


def g(a: Tensor, *, b: int, c: int) -> Tensor:
    return a + b * c


def f(x: Tensor) -> Tensor:
    y = g(x, 2, c=3)
    z = g(x, c=3)
    return y + z + g(x, b=1, c=2)
