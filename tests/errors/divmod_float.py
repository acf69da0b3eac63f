# >>> inputs
# a:int64[]
# x:float32[]
# t:float32[]
# <<<
# >>> stderr
# divmod_float.py:26:9: error: divmod() of a float is not supported yet (TorchScript's differs from (x // y, x % y)); only divmod() of two ints is
#    26 |     u = divmod(x, 2.0)
#       |         ^~~~~~~~~~~~~~
# divmod_float.py:27:9: error: divmod() of a float is not supported yet (TorchScript's differs from (x // y, x % y)); only divmod() of two ints is
#    27 |     v = divmod(a, x)
#       |         ^~~~~~~~~~~~
# divmod_float.py:28:9: error: divmod() of this value is not supported (only of two ints)
#    28 |     w = divmod(t, 2)
#       |         ^~~~~~~~~~~~
# <<<
import torch
from torch import Tensor
from typing import Tuple


# TorchScript's divmod of floats is ((x - m) / y, m), m the fmod remainder moved to y's
# sign: divmod(-33.0, -0.1) is (328.99999999999994, ...), not x // y (329.0); with an int
# and a float it computes in single precision.  Refused rather than approximated.
def f(a: int, x: float, t: Tensor) -> float:
    u = divmod(x, 2.0)
    v = divmod(a, x)
    w = divmod(t, 2)
    return u[0] + v[0]
