# >>> inputs
# x:float32[2,2]
# n:int64[]
# <<<
# >>> stderr
# aug_floordiv_matmul.py:26:7: error: '//=' is not supported: TorchScript refuses it ("unsupported kind of augmented assignment"); write x = x // y
#    26 |     n //= 2
#       |       ^~~
# aug_floordiv_matmul.py:28:7: error: '//=' is not supported: TorchScript refuses it ("unsupported kind of augmented assignment"); write x = x // y
#    28 |     y //= 2.0
#       |       ^~~
# aug_floordiv_matmul.py:29:10: error: '//=' is not supported: TorchScript refuses it ("unsupported kind of augmented assignment"); write x = x // y
#    29 |     y[0] //= 2.0
#       |          ^~~
# aug_floordiv_matmul.py:30:7: error: '@=' is not supported: TorchScript refuses it ("unsupported kind of augmented assignment"); write x = x @ y
#    30 |     y @= x
#       |       ^~
# <<<
# //= and @= on any target: TorchScript "unsupported kind of augumented assignment".
import torch
from torch import Tensor
from typing import List, Tuple


def f(x: Tensor, n: int) -> Tensor:
    n //= 2
    y = x * 1.0
    y //= 2.0
    y[0] //= 2.0
    y @= x
    return y + n
