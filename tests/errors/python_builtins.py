# Python builtins that are not names of the script: TorchScript's own refusals said as such (reversed of a list, map, set), one TorchScript has and scriptc not yet (hash), each located, all in one run.
# >>> stderr
# python_builtins.py:23:10: error: the Python builtin 'reversed' is not supported on lists (TorchScript has no reversed() of a list; use xs[::-1])
#    23 |     ys = reversed(xs)
#       |          ^~~~~~~~
# python_builtins.py:24:10: error: the Python builtin 'set' is not supported (TorchScript does not have it)
#    24 |     zs = set([1, 2])
#       |          ^~~
# python_builtins.py:25:10: error: the Python builtin 'hash' is not supported yet
#    25 |     ok = hash(3)
#       |          ^~~~
# <<<
# >>> inputs
# x:float32[3]
# <<<
import torch
from torch import Tensor
from typing import List


def f(x: Tensor) -> Tensor:
    xs = [x, x * 2.0]
    ys = reversed(xs)
    zs = set([1, 2])
    ok = hash(3)
    return x
