# >>> stderr
# call_arg_kinds.py:29:14: error: argument 'k' of g() must be float, not int
#    29 |     a = g(x, 2)
#       |              ^
# call_arg_kinds.py:30:14: error: argument 'k' of g() must be float, not int
#    30 |     b = g(x, k=3)
#       |              ^~~
# call_arg_kinds.py:31:11: error: argument 't' of h() must be Tuple[Tensor, Tensor], not List[Tensor]
#    31 |     c = h([x, x])
#       |           ^~~~~~
# call_arg_kinds.py:32:8: error: a tuple cannot be used as a condition
#    32 |     if (x, x):
#       |        ^~~~~~
# <<<
import torch
from torch import Tensor
from typing import Tuple


def g(x: Tensor, k: float) -> Tensor:
    return x * k


def h(t: Tuple[Tensor, Tensor]) -> Tensor:
    return t[0]


def f(x: Tensor) -> Tensor:
    a = g(x, 2)
    b = g(x, k=3)
    c = h([x, x])
    if (x, x):
        x = x + 1
    return a + b + c
