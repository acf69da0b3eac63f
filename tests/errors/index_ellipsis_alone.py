# >>> inputs
# x:float32[2,3]
# <<<
# >>> stderr
# index_ellipsis_alone.py:20:11: error: '...' alone as an index is not supported: TorchScript refuses to read x[...] (write x, or x[:] for a view)
#    20 |     y = x[...]
#       |           ^~~
# index_ellipsis_alone.py:21:11: error: '...' alone as an index is not supported: TorchScript refuses to read x[...] (write x, or x[:] for a view)
#    21 |     z = x[...,]
#       |           ^~~~
# <<<
# x[...] and x[...,] read nothing in TorchScript 1.13 ("Cannot emit expr for: (dots)"); it writes
# through them (tests/e2e/idx_ellipsis_alone_write.py).
import torch
from torch import Tensor
from typing import List, Tuple


def f(x: Tensor) -> Tensor:
    y = x[...]
    z = x[...,]
    return y + z + x[..., 0:1]
