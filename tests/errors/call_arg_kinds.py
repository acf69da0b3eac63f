# >>> inputs
# x:float32[2]
# <<<
# >>> stderr
# call_arg_kinds.py:42:14: error: argument 'k' of g() must be float, not int
#    42 |     a = g(x, 2)
#       |              ^
# call_arg_kinds.py:43:14: error: argument 'k' of g() must be float, not int
#    43 |     b = g(x, k=3)
#       |              ^~~
# call_arg_kinds.py:44:11: error: argument 't' of h() must be Tuple[Tensor, Tensor], not List[Tensor]
#    44 |     c = h([x, x])
#       |           ^~~~~~
# call_arg_kinds.py:45:8: error: a tuple cannot be used as a condition
#    45 |     if (x, x):
#       |        ^~~~~~
# call_arg_kinds.py:47:14: error: a float32 tensor is used as int; only a tensor of an integral dtype converts to int
#    47 |     d = i(x, x.sum()) + i(x, x.long())
#       |              ^~~~~~~
# call_arg_kinds.py:47:30: error: a 1-dim tensor is used as int; only a 0-dim tensor converts to a number
#    47 |     d = i(x, x.sum()) + i(x, x.long())
#       |                              ^~~~~~~~
# <<<
import torch
from torch import Tensor
from typing import Tuple


def g(x: Tensor, k: float) -> Tensor:
    return x * k


def h(t: Tuple[Tensor, Tensor]) -> Tensor:
    return t[0]


def i(x: Tensor, n: int) -> Tensor:
    return x * n


def f(x: Tensor) -> Tensor:
    a = g(x, 2)
    b = g(x, k=3)
    c = h([x, x])
    if (x, x):
        x = x + 1
    d = i(x, x.sum()) + i(x, x.long())
    return a + b + c + d
