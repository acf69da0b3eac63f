# >>> stderr
# call_too_many_args.py:21:9: error: g() missing argument 'x'
#    21 |     a = g()
#       |         ^~~
# call_too_many_args.py:22:17: error: g() takes 2 positional arguments but 3 were given
#    22 |     b = g(x, 1, 2)
#       |                 ^
# call_too_many_args.py:23:14: error: g() got an unexpected keyword argument 'kk'
#    23 |     c = g(x, kk=3)
#       |              ^~~~
# <<<
import torch
from torch import Tensor


def g(x: Tensor, k: int = 1) -> Tensor:
    return x + k


def f(x: Tensor) -> Tensor:
    a = g()
    b = g(x, 1, 2)
    c = g(x, kk=3)
    return a + b + c
