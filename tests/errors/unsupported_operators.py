# >>> stderr
# unsupported_operators.py:21:11: error: aten::__lshift__: not implemented for float32 tensors (as in PyTorch)
#    21 |     b = x << 2
#       |           ^~
# unsupported_operators.py:22:11: error: aten::bitwise_xor: not implemented for float32 tensors (as in PyTorch)
#    22 |     c = x ^ x
#       |           ^
# unsupported_operators.py:23:9: error: aten::bitwise_not: not implemented for float32 tensors (as in PyTorch)
#    23 |     d = ~x
#       |         ^~
# unsupported_operators.py:24:11: error: aten::__rshift__: not implemented for float32 tensors (as in PyTorch)
#    24 |     e = x >> 1
#       |           ^~
# <<<
import torch
from torch import Tensor


def f(x: Tensor) -> Tensor:
    a = x @ x
    b = x << 2
    c = x ^ x
    d = ~x
    e = x >> 1
    return a + b + c + d + e
