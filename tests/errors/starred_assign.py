# >>> stderr
# starred_assign.py:17:5: error: starred assignment from a list: TorchScript cannot infer the expected size of a list here; unpack a tuple
#    17 |     a, *b = [x, x + 1]
#       |     ^~~~~
# starred_assign.py:18:5: error: not enough values to unpack (expected at least 2, got 1)
#    18 |     c, *d, e = (x,)
#       |     ^~~~~~~~
# starred_assign.py:19:5: error: cannot unpack this value into 2 names
#    19 |     m, *n = 5
#       |     ^~~~~
# <<<
import torch
from torch import Tensor


def f(x: Tensor) -> Tensor:
    a, *b = [x, x + 1]
    c, *d, e = (x,)
    m, *n = 5
    return a + c + m + x
