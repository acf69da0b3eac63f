# del of a slice: TorchScript refuses it too (one index at a time).
# >>> inputs
# x:float32[3]
# <<<
# >>> stderr
# del_slice.py:17:12: error: del of a slice is not supported (TorchScript deletes one index at a time)
#    17 |     del xs[0:2]
#       |            ^~~
# <<<
import torch
from torch import Tensor
from typing import List


def f(x: Tensor) -> int:
    xs = [x, x, x]
    del xs[0:2]
    return len(xs)
