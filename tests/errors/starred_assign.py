# >>> inputs
# x:float32[2,3,4]
# <<<
# >>> stderr
# starred_assign.py:29:5: error: starred assignment from a list: TorchScript cannot infer the expected size of a list here; unpack a tuple
#    29 |     a, *b = [x, x + 1]
#       |     ^~~~~
# starred_assign.py:30:5: error: not enough values to unpack (expected at least 2, got 1)
#    30 |     c, *d, e = (x,)
#       |     ^~~~~~~~
# starred_assign.py:31:5: error: cannot unpack this value into 2 names
#    31 |     m, *n = 5
#       |     ^~~~~
# starred_assign.py:36:9: error: multiple starred expressions in assignment
#    36 |     *p, *q = (x, x)
#       |         ^~
# starred_assign.py:37:5: error: starred assignment from a list: TorchScript cannot infer the expected size of a list here; unpack a tuple
#    37 |     n, *s = x.shape
#       |     ^~~~~
# starred_assign.py:38:5: error: cannot unpack a shape of 3 dims into 2 names
#    38 |     h, w = x.shape
#       |     ^~~~
# <<<
import torch
from torch import Tensor


def f(x: Tensor) -> Tensor:
    a, *b = [x, x + 1]
    c, *d, e = (x,)
    m, *n = 5
    return a + c + m + x


def g(x: Tensor) -> Tensor:
    *p, *q = (x, x)
    n, *s = x.shape
    h, w = x.shape
    return p + q + n + s + h + w + x


def e(x: Tensor) -> Tensor:
    return f(x) + g(x)
