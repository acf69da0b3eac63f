# >>> stderr
# callee_error_once.py:14:30: error: keyword-only parameter 'b' has a default; TorchScript cannot compile keyword-only arguments with defaults
#    14 | def g(a: Tensor, *, b: int = 1) -> Tensor:
#       |                              ^
# callee_error_once.py:19:16: error: undefined name 'zz'
#    19 |     return a + zz
#       |                ^~
# <<<
import torch
from torch import Tensor


# g is built at each call: its errors are reported once, not once per call
def g(a: Tensor, *, b: int = 1) -> Tensor:
    return a + b


def h(a: Tensor) -> Tensor:
    return a + zz


def f(x: Tensor) -> Tensor:
    return g(x, b=2) + g(x, b=3) + h(x) + h(x + 1) + h(x)
